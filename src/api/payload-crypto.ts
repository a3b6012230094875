/**
 * Customer-service paths (SPEC 3): DES-ECB/PKCS7 Base64 ciphertext followed by its own 8-character
 * key; the client decrypts with the last 8 characters. A COMPATIBILITY ENCODING, NOT protection:
 * the key travels with the text. Both directions live here so the mock world encodes exactly as the
 * client decodes. (Encrypted call bodies use the platform's own script: src/api/platform-encryption.ts.)
 * Only the crypto-js modules used here are imported, and this module is loaded on demand.
 */
import CryptoCore from 'crypto-js/core';
import 'crypto-js/tripledes'; // registers DES on the core
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const DES = CryptoCore.DES;

const CS_KEY_LENGTH = 8;

// Every view that shows an entry (footer, quick bar, side menu, service panel) asks for the same few
// paths at each render, and a DES decryption costs milliseconds on a phone: once each.
const decrypted = new Map<string, string | null>();

/** Returns the plain path, or null when the text is too short or does not decrypt. */
export function decryptCsPath(encrypted: string): string | null {
  const known = decrypted.get(encrypted);
  if (known !== undefined) return known;
  const plain = decryptOnce(encrypted);
  decrypted.set(encrypted, plain);
  return plain;
}

function decryptOnce(encrypted: string): string | null {
  if (encrypted.length <= CS_KEY_LENGTH) return null;
  const key = Utf8.parse(encrypted.slice(-CS_KEY_LENGTH));
  const cipherText = encrypted.slice(0, -CS_KEY_LENGTH);
  try {
    const plain = DES.decrypt(cipherText, key, { mode: ECB, padding: Pkcs7 }).toString(Utf8);
    return plain || null;
  } catch {
    return null;
  }
}

export function encryptCsPath(plain: string, key: string): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error('customer-service key must be 8 characters');
  const cipher = DES.encrypt(Utf8.parse(plain), Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
  return Base64.stringify(cipher.ciphertext) + key;
}
