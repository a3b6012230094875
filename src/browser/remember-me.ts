/**
 * "Remember me" keeps the USERNAME only, for one day (SPEC 9), in local storage. Not in a
 * cookie, which would go to the server with every request; a cookie left by an older build is moved
 * here and deleted. The password is never written anywhere: the fields carry autocomplete hints so
 * the browser's own password manager can offer to keep it.
 */
export const REMEMBER_KEY = 'rememberedUser';
/** The cookie older builds kept the username in. */
const LEGACY_COOKIE = 'rememberedUser';
/** SPEC 9: the remembered username lasts one day. */
export const REMEMBER_FOR_MS = 86_400_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where it is kept: the browser's local storage and cookies, and the clock (replaced in tests). */
export interface RememberEnv {
  storage: Store | undefined;
  cookies: { cookie: string };
  now: () => number;
}

function browserEnv(): RememberEnv {
  let storage: Store | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined; // storage disabled: nothing is remembered
  }
  return { storage, cookies: document, now: Date.now };
}

function legacyCookie(env: RememberEnv): string | null {
  const match = env.cookies.cookie.split('; ').find((part) => part.startsWith(`${LEGACY_COOKIE}=`));
  if (!match) return null;
  try {
    return decodeURIComponent(match.slice(LEGACY_COOKIE.length + 1));
  } catch {
    return null;
  }
}

function store(env: RememberEnv, username: string | null): void {
  try {
    if (username) {
      env.storage?.setItem(REMEMBER_KEY, JSON.stringify({ username, until: env.now() + REMEMBER_FOR_MS }));
    } else {
      env.storage?.removeItem(REMEMBER_KEY);
    }
  } catch {
    // storage full or disabled: the username is not remembered
  }
}

/** Moves a username an older build left in a cookie into storage, and deletes the cookie. */
export function migrateRememberedUsername(env: RememberEnv = browserEnv()): void {
  const fromCookie = legacyCookie(env);
  if (fromCookie === null) return;
  env.cookies.cookie = `${LEGACY_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
  let kept: string | null = null;
  try {
    kept = env.storage?.getItem(REMEMBER_KEY) ?? null;
  } catch {
    kept = null;
  }
  if (kept === null && fromCookie) store(env, fromCookie);
}

/** The remembered username, or '' (none, or older than a day). */
export function rememberedUsername(env: RememberEnv = browserEnv()): string {
  migrateRememberedUsername(env);
  let raw: string | null = null;
  try {
    raw = env.storage?.getItem(REMEMBER_KEY) ?? null;
  } catch {
    return '';
  }
  if (!raw) return '';
  try {
    const { username, until } = JSON.parse(raw) as { username?: unknown; until?: unknown };
    if (typeof username === 'string' && typeof until === 'number' && env.now() < until) return username;
  } catch {
    // not ours: dropped below
  }
  store(env, null);
  return '';
}

/** Remembers the username for a day, or forgets it (null). Never the password. */
export function rememberUsername(username: string | null, env: RememberEnv = browserEnv()): void {
  migrateRememberedUsername(env);
  store(env, username);
}
