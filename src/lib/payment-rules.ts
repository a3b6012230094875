import { paymentRules } from '../api/contracts/payments';
import { exceeds, parseAmount } from './amount';
import { isRealName } from './security-validation';

/**
 * The deposit and withdrawal form rules (SPEC 5.5, 9). A failure names a message of the
 * `payments` namespace (`errors.<key>`) and its numeric parameters; amount parameters (`min`,
 * `max`, `balance`) are formatted by the view in the player's language.
 */
export type PaymentError = { key: string; params: Record<string, number> };

const fail = (key: string, params: Record<string, number> = {}): PaymentError => ({ key, params });

export interface AmountLimits {
  min: number;
  max: number;
  /** Withdrawals: the amount may not be above the balance. */
  balance?: number | undefined;
}

/**
 * An amount: required, a number above 0 with at most 2 decimals, within the channel's min and max
 * (inclusive), and for a withdrawal not above the balance.
 */
export function validateAmount(text: string, limits: AmountLimits): PaymentError | null {
  if (text.trim() === '') return fail('amountRequired');
  const amount = parseAmount(text);
  if (amount === null || amount <= 0) return fail('amountInvalid');
  if (amount < limits.min || exceeds(amount, limits.max))
    return fail('amountRange', { min: limits.min, max: limits.max });
  if (limits.balance !== undefined && exceeds(amount, limits.balance))
    return fail('amountOverBalance', { balance: limits.balance });
  return null;
}

/** SPEC 5.5: "Enter a withdrawal password". */
export function validateWithdrawPassword(text: string): PaymentError | null {
  return text.trim() === '' ? fail('passwordRequired') : null;
}

/** SPEC 5.5: "Enter a receiving address"; a TRC20 address is T and 33 base58 characters. */
export function validateReceivingAddress(text: string): PaymentError | null {
  const address = text.trim();
  if (address === '') return fail('addressRequired');
  return paymentRules.trc20Address.test(address) ? null : fail('addressInvalid');
}

/** SPEC 5.5 "Real name format incorrect": letters and single spaces (the server then checks it is the member's). */
export function validateAccountName(text: string): PaymentError | null {
  const name = text.trim();
  if (name === '') return fail('required');
  return isRealName(name) ? null : fail('realNameInvalid');
}

/** An account number: 10 to 17 digits. */
export function validateAccountNumber(text: string): PaymentError | null {
  const digits = text.trim();
  if (digits === '') return fail('required');
  return paymentRules.accountNumber.test(digits) ? null : fail('accountNumberInvalid');
}

/**
 * The payer's transaction id (or transfer reference) given after paying: 6 to 30 letters and
 * digits; required where the payment is matched by it, else it may stay empty.
 */
export function validateDepositReference(text: string, required: boolean): PaymentError | null {
  const reference = text.trim();
  if (reference === '') return required ? fail('referenceRequired') : null;
  return paymentRules.depositReference.test(reference) ? null : fail('referenceInvalid');
}

/** Whole seconds from `now` until an ISO instant, never below 0 (0 for an unreadable one). */
export function secondsUntil(iso: string, now: number): number {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : 0;
}

/** A countdown as the player reads it: m:ss, or h:mm:ss from an hour. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/**
 * Links the platform may send to open a payment app: https, a phone dial (a USSD menu), or an
 * app's own scheme; never one that runs or embeds content in the page.
 */
export function isOpenableLink(url: string | null | undefined): url is string {
  if (!url) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  if (!scheme) return false;
  return !['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'filesystem'].includes(scheme);
}

export function validateBankName(text: string): PaymentError | null {
  return text === '' ? fail('bankRequired') : null;
}

/** SPEC 5.5, 9: "Comment or remark limit 140 characters" (counted in characters, not UTF-16 units). */
export function remarkLength(text: string): number {
  return [...text].length;
}
export function validateRemark(text: string): PaymentError | null {
  return remarkLength(text) > paymentRules.remarkMax
    ? fail('remarkLimit', { limit: paymentRules.remarkMax })
    : null;
}

/** What the proof rules look at in a chosen file. */
export interface ProofCandidate {
  name: string;
  /** The MIME type the browser gives ('' when it does not know). */
  type: string;
  size: number;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** png or jpg: by its MIME type, or by its extension when the browser gives no type. */
export function isProofImageType(file: ProofCandidate): boolean {
  if (file.type !== '') return paymentRules.proofImageTypes.includes(file.type.toLowerCase());
  return paymentRules.proofImageExtensions.includes(extensionOf(file.name));
}

/**
 * SPEC 5.5 / 9 proof images: png or jpg, at most 5 MB each, at most 3 in all. Takes the files
 * already accepted and the newly chosen ones; answers which new ones are accepted (in order, while
 * there is room) and whether any was refused, so the view keeps the accepted ones and shows
 * "Uploaded images are png or jpg only, max 5MB each, at most 3 images" for the rest.
 */
export function admitProofImages<T extends ProofCandidate>(
  acceptedCount: number,
  chosen: readonly T[],
): { accepted: T[]; refused: boolean } {
  const accepted: T[] = [];
  let refused = false;
  for (const file of chosen) {
    const fits =
      isProofImageType(file) &&
      file.size > 0 &&
      file.size <= paymentRules.proofImageMaxBytes &&
      acceptedCount + accepted.length < paymentRules.proofImageMaxCount;
    if (fits) accepted.push(file);
    else refused = true;
  }
  return { accepted, refused };
}

/**
 * SPEC 4.11 *Received in part*: the amount that arrived, above 0 and below the payout
 * (the whole payout is *Received in full*); its number, or the message key.
 */
export function readAmountReceived(text: string, payout: number): number | 'amountReceivedInvalid' {
  const amount = parseAmount(text);
  if (amount === null || amount <= 0 || !exceeds(payout, amount)) return 'amountReceivedInvalid';
  return amount;
}
