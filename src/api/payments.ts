import { api } from './index';
import {
  addBankAccountCall,
  bankAccountsCall,
  confirmWithdrawalCall,
  depositCall,
  depositPaidCall,
  depositReferenceCall,
  paymentChannelsCall,
  paymentOrdersCall,
  withdrawCall,
  withdrawInfoCall,
  type AddBankAccountRequest,
  type ConfirmWithdrawalRequest,
  type DepositRequest,
  type PaymentBankAccount,
  type PaymentChannel,
  type PaymentChannelKind,
  type WithdrawInfo,
  type WithdrawRequest,
} from './contracts/payments';

/** Payments fetchers: contract types out, errors reject (ApiError). */

export const fetchPaymentChannels = (kind: PaymentChannelKind, signal?: AbortSignal) =>
  api.request(paymentChannelsCall, { kind }, signal ? { signal } : {});

export const fetchPaymentOrders = (kind: PaymentChannelKind, signal?: AbortSignal) =>
  api.request(paymentOrdersCall, { kind }, signal ? { signal } : {}).then((value) => value.orders);

/** A money call: every send of one operation carries the same idempotency key. */
export const placeDepositOrder = (request: DepositRequest, idempotencyKey: string) =>
  api.request(depositCall, request, { idempotencyKey });

/**
 * "I have paid" on a placed deposit: the payer's transaction id first when one is given, then the
 * report; the answer is the order as it stands after both.
 */
export async function reportDepositPayment(depositId: string, referenceNo: string) {
  if (referenceNo) await api.request(depositReferenceCall, { depositId, referenceNo });
  return api.request(depositPaidCall, { depositId });
}

export const fetchBankAccounts = (signal?: AbortSignal) =>
  api.request(bankAccountsCall, undefined, signal ? { signal } : {});

/** With an idempotency key: the same for every send of one new account, so a resend adds it once. */
export const addBankAccount = (request: AddBankAccountRequest, idempotencyKey: string) =>
  api.request(addBankAccountCall, request, { idempotencyKey });

/** A money call (idempotency key), with the withdrawal password (the call is encrypted). */
export const placeWithdrawalOrder = (request: WithdrawRequest, idempotencyKey: string) =>
  api.request(withdrawCall, request, { idempotencyKey });

export const confirmWithdrawal = (request: ConfirmWithdrawalRequest) =>
  api.request(confirmWithdrawalCall, request);

/** Everything the withdrawal page shows besides the orders, in one load. */
export interface WithdrawPageData {
  info: WithdrawInfo;
  channels: PaymentChannel[];
  accounts: PaymentBankAccount[];
  banks: string[];
}

export async function fetchWithdrawPage(signal?: AbortSignal): Promise<WithdrawPageData> {
  const options = signal ? { signal } : {};
  const [info, channels, bank] = await Promise.all([
    api.request(withdrawInfoCall, undefined, options),
    fetchPaymentChannels('withdrawal', signal).then((value) => value.channels),
    fetchBankAccounts(signal),
  ]);
  return { info, channels, accounts: bank.accounts, banks: bank.banks };
}

/** A chosen file as a data URL (proof images travel in the JSON body, SPEC 4.11). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsDataURL(file);
  });
}
