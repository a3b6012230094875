/**
 * Typed amounts: every money form reads what the member typed the same way. The API
 * speaks major units with at most 2 decimals (SPEC 9 amount display).
 */

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০–৯) as Latin ones, so a member typing in Bengali is understood. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * The typed amount as a number, or null when it is not a plain amount with at most 2 decimals.
 * Thousands separators and spaces are ignored and Bengali digits read ("1,000.50" and "৫০০").
 */
export function parseAmount(text: string): number | null {
  const plain = latinDigits(text.trim()).replace(/[,\s]/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return null;
  return Number(plain);
}

/** Whether `amount` is more than `limit`, compared in minor units (no 0.1 + 0.2 float error). */
export const exceeds = (amount: number, limit: number) => Math.round(amount * 100) > Math.round(limit * 100);

/** An amount as a field shows it when filled for the member ("all in"): plain, 2 decimals at most. */
export const amountInputText = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
