import { describe, expect, it } from 'vitest';
import { decryptCsPath, encryptCsPath } from './payload-crypto';

describe('customer-service path (key: last 8 characters)', () => {
  it('decrypts what the platform encrypts with the key appended', () => {
    const encrypted = encryptCsPath('https://t.me/support', 'Ab3dE6gH');
    expect(encrypted.endsWith('Ab3dE6gH')).toBe(true);
    expect(decryptCsPath(encrypted)).toBe('https://t.me/support');
  });

  it('refuses text too short to carry a key, or that does not decrypt', () => {
    expect(decryptCsPath('12345678')).toBeNull();
    expect(decryptCsPath('not-base64-at-all!!Ab3dE6gH')).toBeNull();
  });

  it('decrypts to nothing useful under the wrong key', () => {
    const encrypted = encryptCsPath('https://t.me/support', 'Ab3dE6gH');
    expect(decryptCsPath(encrypted.slice(0, -8) + 'Zz9yX8wV')).not.toBe('https://t.me/support');
  });

  it('needs an 8-character key to encrypt', () => {
    expect(() => encryptCsPath('x', 'short')).toThrow('8 characters');
  });
});
