import sha256 from 'crypto-js/sha256';

/**
 * The mock platform keeps a hash of each password, never the password, as a real one would. It
 * matters here beyond realism: in the browser the world is saved in sessionStorage, and no password
 * may ever reach browser storage (DESIGN.md), not even the mock backend's copy.
 */
export const hashPassword = (plain: string): string => (plain ? sha256(plain).toString() : '');

/**
 * The world's own demo passwords (docs/qa.md), hashed once each: building a world hashes the same few
 * for some thirty accounts, and each hash costs a phone several milliseconds. Only the
 * world's published passwords come here; what a player types goes through `hashPassword`, so no
 * typed password is kept, not even in memory.
 */
const seededHashes = new Map<string, string>();
export const seededPasswordHash = (plain: string): string => {
  let hash = seededHashes.get(plain);
  if (hash === undefined) {
    hash = hashPassword(plain);
    seededHashes.set(plain, hash);
  }
  return hash;
};

/** An account without a password (a trial account) matches nothing. */
export const passwordMatches = (passwordHash: string, typed: string): boolean =>
  passwordHash !== '' && passwordHash === hashPassword(typed);
