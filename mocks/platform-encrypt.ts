/**
 * The mock platform's stand-in for the live platform's encryption script (src/api/wire.ts
 * `encryption`): same interface, `reRsaV2(payload) → Promise<{ RSA, DES, rsaKey }>`, with a mock
 * codec inside. The live script's algorithms are its own; this one only has to be honest about the
 * shape: a fresh AES key per call encrypts the body (`DES`), the world's master key wraps that key
 * (`RSA`), and `rsaKey` names the master key. It is a COMPATIBILITY ENCODING, not protection: the
 * master key is in this file. Mock mode installs it on the page (mocks/browser.ts); the HTTP mock
 * server serves the same thing as a classic script (`encryptScriptSource`), so the real build
 * loads and uses it exactly as it would the platform's.
 */
import AES from 'crypto-js/aes';
import CryptoCore from 'crypto-js/core';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { wire } from '../src/api/contracts';

export type PlatformEncryption = { RSA: string; DES: string; rsaKey: string };

const MASTER_KEY = 'MockPlatformKey!';
const IV = 'MockPlatformIv!!';
/** Names the master key, as the platform's `rsaKey` names its public key. */
export const MOCK_RSA_KEY_ID = 'mock-platform-1';

function aesEncrypt(plain: string, key: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(key), {
    iv: Utf8.parse(IV),
    mode: CryptoCore.mode.CBC,
    padding: Pkcs7,
  }).toString();
}

function aesDecrypt(cipher: string, key: string): string {
  return AES.decrypt(cipher, Utf8.parse(key), {
    iv: Utf8.parse(IV),
    mode: CryptoCore.mode.CBC,
    padding: Pkcs7,
  }).toString(Utf8);
}

/** 16 characters of a fresh random key (an AES-128 key as text). */
const freshKey = () => Base64.stringify(CryptoCore.lib.WordArray.random(12));

/** The stand-in `reRsaV2`. */
export function mockReRsaV2(payload: unknown): Promise<PlatformEncryption> {
  const key = freshKey();
  return Promise.resolve({
    RSA: aesEncrypt(key, MASTER_KEY),
    DES: aesEncrypt(JSON.stringify(payload ?? null), key),
    rsaKey: MOCK_RSA_KEY_ID,
  });
}

/** Puts the stand-in where the client looks for the platform's script (mock mode, Node tests). */
export function installMockEncryption(scope: object): void {
  (scope as Record<string, unknown>)[wire.encryption.globalName] = mockReRsaV2;
}

/**
 * What an encrypted call carried, or undefined when it is not the platform's encryption: the three
 * headers, a `{ value }` body equal to the digest, and a key that unwraps and decrypts. The world
 * then answers `request_body_required`, as the platform does.
 */
export function decodeEncryptedBody(headers: Headers, body: unknown): unknown {
  const wrapped = headers.get(wire.headers.encryption);
  const digest = headers.get(wire.headers.digest);
  const keyId = headers.get(wire.headers.rsaKey);
  const value =
    body && typeof body === 'object'
      ? (body as Record<string, unknown>)[wire.body.encryptedField]
      : undefined;
  if (!wrapped || !digest || keyId !== MOCK_RSA_KEY_ID || value !== digest) return undefined;
  try {
    const key = aesDecrypt(wrapped, MASTER_KEY);
    return key ? (JSON.parse(aesDecrypt(digest, key)) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The script the HTTP mock server serves at the encryption script's path: crypto-js's browser build
 * (given) followed by the same stand-in, written for a page with `CryptoJS` as a global.
 * mocks/platform-encrypt.test.ts runs it and decodes what it makes with `decodeEncryptedBody`.
 */
export function encryptScriptSource(cryptoJsBrowserBuild: string): string {
  const options = `{ iv: CryptoJS.enc.Utf8.parse(${JSON.stringify(IV)}), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }`;
  const encrypt = (plain: string, key: string) =>
    `CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(${plain}), CryptoJS.enc.Utf8.parse(${key}), ${options}).toString()`;
  return `${cryptoJsBrowserBuild}
;(function () {
  'use strict';
  // Mock platform encryption stand-in (mocks/platform-encrypt.ts): not the live platform's script.
  window[${JSON.stringify(wire.encryption.globalName)}] = function (payload) {
    var key = CryptoJS.enc.Base64.stringify(CryptoJS.lib.WordArray.random(12));
    return Promise.resolve({
      RSA: ${encrypt('key', JSON.stringify(MASTER_KEY))},
      DES: ${encrypt('JSON.stringify(payload === undefined ? null : payload)', 'key')},
      rsaKey: ${JSON.stringify(MOCK_RSA_KEY_ID)}
    });
  };
})();
`;
}
