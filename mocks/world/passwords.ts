import sha256 from 'crypto-js/sha256';

/**
 * Hashes already made, in memory only: building a world hashes the same few demo passwords for
 * some thirty accounts, and each hash costs a phone several milliseconds (issue 16). Kept small.
 */
const hashes = new Map<string, string>();
const KEPT_HASHES = 32;

/**
 * The mock platform keeps a hash of each password, never the password, as a real one would. It
 * matters here beyond realism: in the browser the world is saved in sessionStorage, and no password
 * may ever reach browser storage (DESIGN.md), not even the mock backend's copy.
 */
export const hashPassword = (plain: string): string => {
  if (!plain) return '';
  let hash = hashes.get(plain);
  if (hash === undefined) {
    hash = sha256(plain).toString();
    if (hashes.size < KEPT_HASHES) hashes.set(plain, hash);
  }
  return hash;
};

/** An account without a password (a trial account) matches nothing. */
export const passwordMatches = (passwordHash: string, typed: string): boolean =>
  passwordHash !== '' && passwordHash === hashPassword(typed);
