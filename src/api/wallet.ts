import { api } from './index';
import { balanceCall, balanceQuery } from './contracts/member';
import {
  MESSAGE_PAGE_SIZE,
  merchantWalletCall,
  messageListCall,
  messageReadCall,
  unreadCountCall,
  uplineCall,
  uplineTransferCall,
  walletListCall,
  walletTransferCall,
  type UplineTransferRequest,
  type UplineValue,
  type VendorWallet,
  type WalletTransferRequest,
} from './contracts/wallet';
import { emitAppEvent } from '../browser/app-events';

/** Everything the wallet page shows (SPEC 7.3): the main balance, the mode and the vendor wallets. */
export interface WalletOverview {
  balance: number;
  currencySymbol: string;
  /** SPEC 7.3 merchant wallet isSingle: one balance, no vendor wallets. */
  isSingle: boolean;
  /** Empty in single-wallet mode. */
  wallets: VendorWallet[];
}

/** The wallet page's data in one go: the wallets (the balance call's answer) and the mode. */
export async function fetchWalletOverview(signal?: AbortSignal): Promise<WalletOverview> {
  const options = signal ? { signal } : {};
  const [list, merchant] = await Promise.all([
    api.request(walletListCall, balanceQuery, options),
    api.request(merchantWalletCall, undefined, options),
  ]);
  return { ...list, isSingle: merchant.isSingle, wallets: merchant.isSingle ? [] : list.wallets };
}

/**
 * Runs a money call, then tells the app the balance may have moved, whatever the outcome: after a
 * timeout or a lost answer the platform may have moved it anyway, so the header never shows a
 * balance older than the action.
 */
async function movingMoney<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    emitAppEvent('balanceChanged');
  }
}

/** SPEC 7.3 GCS_walletTransfer with the operation's idempotency key. */
export const transferBetweenWallets = (request: WalletTransferRequest, idempotencyKey: string) =>
  movingMoney(() => api.request(walletTransferCall, request, { idempotencyKey }));

/** The member's upline agent, or null (the member centre hides transferUpline without one). */
export const fetchUpline = (signal?: AbortSignal): Promise<UplineValue['upline']> =>
  api.request(uplineCall, undefined, signal ? { signal } : {}).then((value) => value.upline);

/** What the upline page shows: the upline (or null) and the main balance it can send from. */
export async function fetchUplineOverview(signal?: AbortSignal) {
  const options = signal ? { signal } : {};
  const [upline, balance] = await Promise.all([
    fetchUpline(signal),
    api.request(balanceCall, balanceQuery, options),
  ]);
  return { upline, ...balance };
}
export type UplineOverview = Awaited<ReturnType<typeof fetchUplineOverview>>;

/** Transfer to the upline agent, with the payment password and the operation's idempotency key. */
export const transferToUpline = (request: UplineTransferRequest, idempotencyKey: string) =>
  movingMoney(() => api.request(uplineTransferCall, request, { idempotencyKey }));

/** One page (from 1) of the inbox, newest first. */
export const fetchMessages = (pageNum: number, signal?: AbortSignal) =>
  api.request(messageListCall, { pageNum, pageSize: MESSAGE_PAGE_SIZE }, signal ? { signal } : {});

export const markMessageRead = (id: string) => api.request(messageReadCall, { id });

/** SPEC 7.6 CSP_unreadCount: the messageV2 badge count (SPEC 2.5). */
export const fetchUnreadCount = (signal?: AbortSignal) =>
  api.request(unreadCountCall, undefined, signal ? { signal } : {}).then((value) => value.count);
