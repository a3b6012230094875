/**
 * The platform's payload encryption (SPEC 7.1 "encrypted body"), the handshake its own script
 * performs (wire.ts `encryption`), written here so no third-party script runs in the page:
 *
 * 1. GET the public key at `encryption.keyPath` (a timestamp in `t`, no cache): the answer is plain
 *    text, the RSA modulus in hex;
 * 2. a fresh random key of `encryption.randomKeyLength` characters for this one call;
 * 3. the payload's JSON, DES-ECB with PKCS#7 under that key, in Base64: the body's `value` and the
 *    `X-Digest` header;
 * 4. the random key wrapped by RSA under the public key, in hex: the `Encryption` header;
 * 5. the public key itself as `X-RSA`, so the platform knows which of its keys to unwrap with.
 *
 * The RSA step is the platform's own: the key's characters as one big-endian number raised to the
 * public exponent, with no padding. That is weak cryptography, and it is what the platform reads;
 * the connection's TLS is what protects the payload. Loaded on the first encrypted call.
 */
import CryptoCore from 'crypto-js/core';
import 'crypto-js/tripledes'; // registers DES on the core
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { wire } from './contracts/wire';

export type EncryptedBody = { headers: Record<string, string>; body: Record<string, string> };

/** Fetches the platform's current public key (the modulus in hex); rejects when it cannot. */
export type PublicKeySource = () => Promise<string>;

const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A random key from the platform's alphabet, drawn from the browser's cryptographic source. */
export function randomCallKey(length: number = wire.encryption.randomKeyLength): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 letters: the modulo's bias (4 of 256) does not matter for a key RSA then wraps.
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** Reads the key endpoint's answer: a hex modulus, else null (an HTML page, an empty body). */
export function parseModulus(text: string): bigint | null {
  const hex = text.trim();
  return /^[0-9a-f]{32,}$/i.test(hex) ? BigInt(`0x${hex}`) : null;
}

/** The call key wrapped by RSA: its characters as one big-endian number, to the public exponent. */
export function wrapCallKey(callKey: string, modulus: bigint): string {
  const plain = BigInt(
    `0x${Array.from(callKey, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('')}`,
  );
  const wrapped = modPow(plain, BigInt(`0x${wire.encryption.rsaExponent}`), modulus).toString(16);
  // The platform's RSA library writes whole 16-bit digits: a multiple of four hex characters.
  return wrapped.padStart(Math.ceil(wrapped.length / 4) * 4, '0');
}

/** The payload under the call key: DES-ECB, PKCS#7, Base64 (DES reads the key's first 8 bytes). */
export function encryptPayload(payload: unknown, callKey: string): string {
  const json = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
  return CryptoCore.DES.encrypt(json, Utf8.parse(callKey), { mode: ECB, padding: Pkcs7 }).toString();
}

/**
 * The body and headers of an encrypted call, under a key fetched for it. Rejects when the key
 * cannot be had or is not a key.
 */
export async function encryptForPlatform(
  payload: unknown,
  publicKey: PublicKeySource,
): Promise<EncryptedBody> {
  const keyText = (await publicKey()).trim();
  const modulus = parseModulus(keyText);
  if (!modulus) throw new Error('the platform sent no public key');
  const callKey = randomCallKey();
  const digest = encryptPayload(payload, callKey);
  return {
    headers: {
      [wire.headers.encryption]: wrapCallKey(callKey, modulus),
      [wire.headers.digest]: digest,
      [wire.headers.rsaKey]: keyText,
    },
    body: { [wire.body.encryptedField]: digest },
  };
}
