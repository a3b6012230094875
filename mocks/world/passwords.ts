import sha256 from 'crypto-js/sha256';

/**
 * The mock platform keeps a hash of each password, never the password, as a real one would. It
 * matters here beyond realism: in the browser the world is saved in sessionStorage, and no password
 * may ever reach browser storage (DESIGN.md), not even the mock backend's copy.
 */
export const hashPassword = (plain: string): string => (plain ? sha256(plain).toString() : '');

/** An account without a password (a trial account) matches nothing. */
export const passwordMatches = (passwordHash: string, typed: string): boolean =>
  passwordHash !== '' && passwordHash === hashPassword(typed);
