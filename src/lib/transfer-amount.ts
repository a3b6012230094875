/**
 * The amount of a transfer between wallets or to the upline (issue 5): more than 0, at most 2
 * decimals (the API speaks major units with 2 decimals, SPEC 9 amount display), and not more than
 * the wallet it leaves. Results hold codes; views translate them (`wallet:amount.<code>`).
 */
export type AmountErrorCode = 'required' | 'format' | 'positive' | 'overBalance';
export type AmountCheck = { ok: true; amount: number } | { ok: false; code: AmountErrorCode };

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০–৯) as Latin ones, so a member typing in Bengali is understood. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/** The typed amount as a number, or null when it is not a plain amount ("1,000.50" and "৫০০" read). */
export function parseAmount(text: string): number | null {
  const plain = latinDigits(text.trim()).replace(/[,\s]/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return null;
  return Number(plain);
}

/** Checks a typed amount against the money in the wallet it leaves (major units). */
export function checkAmount(text: string, available: number): AmountCheck {
  if (text.trim() === '') return { ok: false, code: 'required' };
  const amount = parseAmount(text);
  if (amount === null) return { ok: false, code: 'format' };
  if (amount <= 0) return { ok: false, code: 'positive' };
  // Compared in minor units: 0.1 + 0.2 style float error must not refuse an exact balance.
  if (Math.round(amount * 100) > Math.round(available * 100)) return { ok: false, code: 'overBalance' };
  return { ok: true, amount };
}

/** An amount as the field shows it when filled for the member ("all in"): plain, 2 decimals at most. */
export const amountInputText = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
