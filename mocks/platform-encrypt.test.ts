// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { wire } from '../src/api/contracts';
import { decodeEncryptedBody, encryptScriptSource, mockReRsaV2 } from './platform-encrypt';

type Sealed = { RSA: string; DES: string; rsaKey: string };

/** The headers and body a client sends for what the encryptor gave (src/api/platform-encryption.ts). */
function sent(sealed: Sealed) {
  const headers = new Headers({
    [wire.headers.encryption]: sealed.RSA,
    [wire.headers.digest]: sealed.DES,
    [wire.headers.rsaKey]: sealed.rsaKey,
  });
  return { headers, body: { [wire.body.encryptedField]: sealed.DES } };
}

const payload = { username: 'demo01', password: 'Demo@1234', note: 'বাংলা' };

describe("the mock platform's encryption stand-in", () => {
  it('seals a body the world opens again, with a fresh key each time', async () => {
    const first = await mockReRsaV2(payload);
    const second = await mockReRsaV2(payload);
    expect(first.DES).not.toContain('Demo@1234');
    expect(first.DES).not.toBe(second.DES);
    const { headers, body } = sent(first);
    expect(decodeEncryptedBody(headers, body)).toEqual(payload);
  });

  it('opens nothing without the three headers or with a body that is not the digest', async () => {
    const { headers, body } = sent(await mockReRsaV2(payload));
    for (const name of [wire.headers.encryption, wire.headers.digest, wire.headers.rsaKey]) {
      const missing = new Headers(headers);
      missing.delete(name);
      expect(decodeEncryptedBody(missing, body)).toBeUndefined();
    }
    expect(decodeEncryptedBody(headers, { value: 'other' })).toBeUndefined();
    expect(decodeEncryptedBody(headers, payload)).toBeUndefined();
  });

  it('serves, as a classic script, an encryptor the world understands (the real build loads it)', async () => {
    const cryptoJs = readFileSync(createRequire(import.meta.url).resolve('crypto-js/crypto-js.js'), 'utf8');
    const page: Record<string, unknown> = { crypto: globalThis.crypto };
    page.window = page;
    runInNewContext(encryptScriptSource(cryptoJs), page);
    const encrypt = page[wire.encryption.globalName] as (p: unknown) => Promise<Sealed>;
    const { headers, body } = sent(await encrypt(payload));
    expect(decodeEncryptedBody(headers, body)).toEqual(payload);
  });
});
