/**
 * The mock platform's side of the payload encryption handshake (src/api/contracts/wire.ts
 * `encryption`), with a key pair of its own made at start (WebCrypto, in the page and in Node):
 *
 * - `GET wps/session/key/rsa` answers the public modulus in hex, as plain text;
 * - an encrypted call must carry that key as `X-RSA`, the call key wrapped by plain RSA as
 *   `Encryption`, and the DES payload as both `X-Digest` and the body's `value`;
 * - anything else is what the platform refuses with `request_body_required`.
 *
 * The HTTP mock server also serves a stand-in for the platform's own script at `js/encrypt.js`
 * (`encryptScriptSource`), for clients of the mock world that load the platform's script rather than
 * speak the handshake themselves. It is a COMPATIBILITY ENCODING, not protection: the private key is
 * in this process.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import CryptoCore from 'crypto-js/core';
import 'crypto-js/tripledes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { wire } from '../src/api/contracts';

interface KeyPair {
  /** The modulus as the key path answers it: lower-case hex. */
  publicHex: string;
  modulus: bigint;
  privateExponent: bigint;
}

const fromBase64Url = (text: string) =>
  BigInt(
    `0x${Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')}`,
  );

async function generateKeyPair(): Promise<KeyPair> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 1024,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  if (!jwk.n || !jwk.d) throw new Error('the mock platform could not make its key pair');
  const modulus = fromBase64Url(jwk.n);
  return { publicHex: modulus.toString(16), modulus, privateExponent: fromBase64Url(jwk.d) };
}

let keyPair: Promise<KeyPair> | undefined;
/** The mock platform's key pair: one a process (a page, the HTTP server), made on first use. */
export const mockKeyPair = () => (keyPair ??= generateKeyPair());

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) {
    if (e & 1n) result = (result * b) % modulus;
  }
  return result;
}

/** The call key of an `Encryption` header: plain RSA undone, the number read back as characters. */
function unwrapCallKey(wrappedHex: string, key: KeyPair): string | undefined {
  if (!/^[0-9a-f]+$/i.test(wrappedHex)) return undefined;
  let plain = powMod(BigInt(`0x${wrappedHex}`), key.privateExponent, key.modulus);
  let text = '';
  while (plain > 0n) {
    text = String.fromCharCode(Number(plain & 0xffn)) + text;
    plain >>= 8n;
  }
  return text.length === wire.encryption.randomKeyLength ? text : undefined;
}

/** The key path's handler: the public modulus in hex, plain text, never cached. */
export function publicKeyHandler(): HttpHandler {
  return http.get(`*/${wire.encryption.keyPath}`, async () =>
    HttpResponse.text((await mockKeyPair()).publicHex, { headers: { 'Cache-Control': 'no-store' } }),
  );
}

/**
 * What an encrypted call carried, or undefined when it is not the platform's handshake under this
 * mock platform's key: the three headers, a `{ value }` body equal to the digest, and a call key
 * that unwraps and decrypts it.
 */
export async function decodeEncryptedBody(headers: Headers, body: unknown): Promise<unknown> {
  const key = await mockKeyPair();
  const wrapped = headers.get(wire.headers.encryption);
  const digest = headers.get(wire.headers.digest);
  const value =
    body && typeof body === 'object'
      ? (body as Record<string, unknown>)[wire.body.encryptedField]
      : undefined;
  if (!wrapped || !digest || value !== digest) return undefined;
  if (headers.get(wire.headers.rsaKey)?.trim().toLowerCase() !== key.publicHex) return undefined;
  const callKey = unwrapCallKey(wrapped, key);
  if (!callKey) return undefined;
  try {
    const json = CryptoCore.DES.decrypt(digest, Utf8.parse(callKey), { mode: ECB, padding: Pkcs7 }).toString(
      Utf8,
    );
    return json ? (JSON.parse(json) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stand-in for the platform's script the HTTP mock server serves at `js/encrypt.js`: crypto-js's
 * browser build (given) and a `reRsaV2(payload) → Promise<{ success, RSA, DES }>` that performs the
 * same handshake against the key path of the page's origin, as the platform's script does.
 * mocks/platform-encrypt.test.ts runs it and decodes what it makes with `decodeEncryptedBody`.
 */
export function encryptScriptSource(cryptoJsBrowserBuild: string): string {
  const { keyPath, randomKeyLength, rsaExponent, globalName } = wire.encryption;
  return `${cryptoJsBrowserBuild}
;(function () {
  'use strict';
  // Mock platform stand-in (mocks/platform-encrypt.ts): not the live platform's script.
  var letters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  function callKey() {
    var bytes = crypto.getRandomValues(new Uint8Array(${randomKeyLength}));
    var key = '';
    for (var i = 0; i < bytes.length; i++) key += letters.charAt(bytes[i] % letters.length);
    return key;
  }
  function wrap(key, modulusHex) {
    var n = BigInt('0x' + modulusHex.trim()), e = BigInt('0x${rsaExponent}'), m = 0n, r = 1n;
    for (var i = 0; i < key.length; i++) m = (m << 8n) + BigInt(key.charCodeAt(i));
    for (m %= n; e > 0n; e >>= 1n, m = (m * m) % n) if (e & 1n) r = (r * m) % n;
    var hex = r.toString(16);
    while (hex.length % 4) hex = '0' + hex;
    return hex;
  }
  window[${JSON.stringify(globalName)}] = function (payload) {
    var json = typeof payload === 'string' ? payload : JSON.stringify(payload === undefined ? null : payload);
    return fetch('/${keyPath}?t=' + Date.now(), { headers: { 'Cache-Control': 'no-cache' } })
      .then(function (response) { return response.text(); })
      .then(function (modulusHex) {
        var key = callKey();
        var des = CryptoJS.DES.encrypt(json, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
        return { success: true, value: {}, RSA: wrap(key, modulusHex), DES: des.toString() };
      });
  };
})();
`;
}
