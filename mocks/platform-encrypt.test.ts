// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { wire } from '../src/api/contracts';
import { encryptForPlatform, wrapCallKey } from '../src/api/platform-encryption';
import { decodeEncryptedBody, encryptScriptSource, mockKeyPair } from './platform-encrypt';

const payload = { username: 'demo01', password: 'Demo@1234', note: 'বাংলা' };
const publicKey = async () => (await mockKeyPair()).publicHex;

describe("the mock platform's side of the encryption handshake", () => {
  it('answers a 1024-bit modulus in hex, the same one for the whole process', async () => {
    const key = await publicKey();
    expect(key).toMatch(/^[0-9a-f]{255,256}$/);
    expect(await publicKey()).toBe(key);
  });

  it('opens what the client seals, with a fresh call key each time, the password never in clear', async () => {
    const first = await encryptForPlatform(payload, publicKey);
    const second = await encryptForPlatform(payload, publicKey);
    expect(first.body.value).not.toContain('Demo@1234');
    expect(first.headers[wire.headers.encryption]).not.toBe(second.headers[wire.headers.encryption]);
    expect(first.headers[wire.headers.rsaKey]).toBe(await publicKey());
    expect(first.headers[wire.headers.digest]).toBe(first.body.value);
    expect(await decodeEncryptedBody(new Headers(first.headers), first.body)).toEqual(payload);
  });

  it('opens nothing without the three headers, under another key, or with a body that is not the digest', async () => {
    const { headers, body } = await encryptForPlatform(payload, publicKey);
    for (const name of [wire.headers.encryption, wire.headers.digest, wire.headers.rsaKey]) {
      const missing = new Headers(headers);
      missing.delete(name);
      expect(await decodeEncryptedBody(missing, body), name).toBeUndefined();
    }
    const otherKey = new Headers(headers);
    otherKey.set(wire.headers.rsaKey, 'c0ffee'.repeat(40));
    expect(await decodeEncryptedBody(otherKey, body)).toBeUndefined();
    const otherWrap = new Headers(headers);
    const { modulus } = await mockKeyPair();
    otherWrap.set(wire.headers.encryption, wrapCallKey('AAAAAAAAAAAAAAAA', modulus));
    expect(await decodeEncryptedBody(otherWrap, body)).toBeUndefined();
    expect(await decodeEncryptedBody(new Headers(headers), { value: 'other' })).toBeUndefined();
    expect(await decodeEncryptedBody(new Headers(headers), payload)).toBeUndefined();
  });

  it("serves, as a classic script, a stand-in for the platform's own that performs the same handshake", async () => {
    const cryptoJs = readFileSync(createRequire(import.meta.url).resolve('crypto-js/crypto-js.js'), 'utf8');
    const asked: string[] = [];
    const page: Record<string, unknown> = {
      crypto: globalThis.crypto,
      BigInt,
      fetch: async (url: string) => {
        asked.push(url);
        return new Response(await publicKey());
      },
    };
    page.window = page;
    runInNewContext(encryptScriptSource(cryptoJs), page);
    const encrypt = page[wire.encryption.globalName] as (p: unknown) => Promise<{ RSA: string; DES: string }>;
    const sealed = await encrypt(payload);
    expect(asked).toEqual([expect.stringMatching(/^\/wps\/session\/key\/rsa\?t=\d+$/)]);
    const headers = new Headers({
      [wire.headers.encryption]: sealed.RSA,
      [wire.headers.digest]: sealed.DES,
      [wire.headers.rsaKey]: await publicKey(),
    });
    expect(await decodeEncryptedBody(headers, { value: sealed.DES })).toEqual(payload);
  });
});
