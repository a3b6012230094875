/**
 * "Remember me" keeps the USERNAME only, in a cookie that lasts one day (SPEC 9). The password is
 * never written anywhere: the fields carry autocomplete hints so the browser's own password
 * manager can offer to keep it.
 */
const COOKIE = 'rememberedUser';
const ONE_DAY_SECONDS = 86_400;

export function rememberedUsername(): string {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : '';
}

export function rememberUsername(username: string | null): void {
  document.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`
    : `${COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}
