import { exceeds, parseAmount } from './amount';

/**
 * The amount of a transfer between wallets or to the upline: more than 0, at most 2
 * decimals (the API speaks major units with 2 decimals, SPEC 9 amount display), and not more than
 * the wallet it leaves. Results hold codes; views translate them (`wallet:amount.<code>`).
 */
export type AmountErrorCode = 'required' | 'format' | 'positive' | 'overBalance';
export type AmountCheck = { ok: true; amount: number } | { ok: false; code: AmountErrorCode };

/** Checks a typed amount against the money in the wallet it leaves (major units). */
export function checkAmount(text: string, available: number): AmountCheck {
  if (text.trim() === '') return { ok: false, code: 'required' };
  const amount = parseAmount(text);
  if (amount === null) return { ok: false, code: 'format' };
  if (amount <= 0) return { ok: false, code: 'positive' };
  // Compared in minor units: 0.1 + 0.2 style float error must not refuse an exact balance.
  if (exceeds(amount, available)) return { ok: false, code: 'overBalance' };
  return { ok: true, amount };
}

/** A transfer confirmed with the payment password: the amount's error code, and whether the password is missing. */
export function transferErrors(values: { amount: string; password: string }, available: number) {
  const check = checkAmount(values.amount, available);
  return { amount: check.ok ? null : check.code, password: values.password.trim() === '' };
}
