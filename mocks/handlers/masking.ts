/**
 * How the platform shows a member's own contact and account numbers back to them: enough to
 * recognise, not enough to copy. The mock platform masks with these before answering; the client
 * only shows what it is sent, so this lives with the mocks.
 */

const STARS = '****';

/** A mobile number: the first 3 and last 4 digits (`01811112222` → `018****2222`). */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (value.length <= 7) return value.length <= 4 ? STARS : `${STARS}${value.slice(-2)}`;
  return `${value.slice(0, 3)}${STARS}${value.slice(-4)}`;
}

/** An e-mail address: the first 2 characters of the name and the whole domain (`demo01@x.com` → `de****@x.com`). */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 0) return STARS;
  const name = value.slice(0, at);
  return `${name.slice(0, Math.min(2, Math.max(0, name.length - 1)))}${STARS}${value.slice(at)}`;
}

/** A bank or wallet account number: the last 4 characters only. */
export function maskAccountNumber(number: string): string {
  const value = number.replace(/\s+/g, '');
  return value.length <= 4 ? STARS : `${STARS}${value.slice(-4)}`;
}
