import * as v from 'valibot';
import { defineCall, ignoredValue, type CallDef } from './call';
import { balanceCall, balanceObserved, isMainWallet, mainBalanceOf, type BalanceRequest } from './member';

/**
 * Wallet calls: vendor wallets and transfers (SPEC 7.3 transferFund), the transfer to an
 * upline agent (transferUpline) and the inbox (messageV2, SPEC 7.6). Every call here is also listed
 * in `walletCalls`, so its name is a `fault=<call>:<kind>` name. Amounts are major units with 2
 * decimals, as the rest of the API speaks them.
 */

/** The main wallet's id in a transfer; every other id is a vendor code (SPEC 3 vassalage). */
export const MAIN_WALLET_ID = 'main';

/** A vendor's wallet: its code (SPEC 3 vassalage) and balance. Its name is the game menu's. */
export type VendorWallet = { vassalage: string; balance: number };

const walletListValue = v.pipe(
  balanceObserved,
  v.transform((answer) => {
    const entries = [answer.balance ?? []].flat();
    return {
      ...mainBalanceOf(answer),
      // The vendors' entries, each naming its code (our older answers: walletCode).
      wallets: entries.flatMap((wallet): VendorWallet[] => {
        const vassalage = wallet.vassalage ?? wallet.walletCode;
        return isMainWallet(wallet) || !vassalage ? [] : [{ vassalage, balance: wallet.availBalance }];
      }),
    };
  }),
);
export type WalletListValue = v.InferOutput<typeof walletListValue>;

/**
 * The member's wallets (SPEC 7.3 transferFund): the platform's member centre lists them from the
 * balance call's answer, one entry a wallet (docs/platform-evidence/member-centre.md, "wallet
 * list"), so this is that call, read for the main balance and every vendor wallet.
 */
export const walletListCall = defineCall<BalanceRequest, WalletListValue>({
  name: 'walletList',
  method: balanceCall.method,
  path: balanceCall.path,
  auth: true,
  sameCallAs: balanceCall as CallDef<unknown, unknown>,
  value: walletListValue,
});

/** `in`: main → vendor wallet; `out`: vendor wallet → main. */
export const transferDirections = ['in', 'out'] as const;
export type TransferDirection = (typeof transferDirections)[number];
const walletTransferRequest = v.object({
  vassalage: v.string(),
  direction: v.picklist(transferDirections),
  amount: v.number(),
});
export type WalletTransferRequest = v.InferOutput<typeof walletTransferRequest>;
const walletTransferValue = v.object({
  /** The transfer's reference in the account record. */
  reference: v.string(),
  /** Both wallets after the transfer. */
  balance: v.number(),
  vendorBalance: v.number(),
});
export type WalletTransferValue = v.InferOutput<typeof walletTransferValue>;

/**
 * POST /wps/relay/GCS_walletTransfer (SPEC 7.3): main ⇄ one vendor wallet. Moves money, so it
 * carries an idempotency key; the payload shape is not shown in the spec.
 */
export const walletTransferCall = defineCall<WalletTransferRequest, WalletTransferValue>({
  name: 'walletTransfer',
  method: 'POST',
  path: 'wps/relay/GCS_walletTransfer',
  auth: true,
  money: true,
  requestSchema: walletTransferRequest,
  value: walletTransferValue,
});

const merchantWalletValue = v.object({ isSingle: v.boolean() });
export type MerchantWalletValue = v.InferOutput<typeof merchantWalletValue>;

/**
 * GET /wps/relay/GCS_merchantWallet (SPEC 7.3, session key merchantWallet): `isSingle` means the
 * site keeps one balance for every game, so there are no vendor wallets and nothing to transfer.
 */
export const merchantWalletCall = defineCall<void, MerchantWalletValue>({
  name: 'merchantWallet',
  method: 'GET',
  path: 'wps/relay/GCS_merchantWallet',
  value: merchantWalletValue,
});

const uplineValue = v.object({
  upline: v.nullable(v.object({ account: v.string(), nickname: v.string() })),
});
export type UplineValue = v.InferOutput<typeof uplineValue>;

/**
 * The member's upline agent (SPEC 2.5 transferUpline, SPEC 6), or null for a member without one.
 * Path not shown in the spec: chosen as wps/relay/GCS_upline.
 */
export const uplineCall = defineCall<void, UplineValue>({
  name: 'upline',
  method: 'GET',
  path: 'wps/relay/GCS_upline',
  auth: true,
  value: uplineValue,
});

const uplineTransferRequest = v.object({ amount: v.number(), paymentPassword: v.string() });
export type UplineTransferRequest = v.InferOutput<typeof uplineTransferRequest>;
const uplineTransferValue = v.object({ reference: v.string(), balance: v.number() });
export type UplineTransferValue = v.InferOutput<typeof uplineTransferValue>;

/**
 * Money from the member's main wallet to the upline agent's (SPEC 6: "transfer to downline or
 * upline"), confirmed with the payment password, so the body is encrypted. Path not shown in the
 * spec: wps/member/transferUpline (the platform's member-centre bundle).
 */
export const uplineTransferCall = defineCall<UplineTransferRequest, UplineTransferValue>({
  name: 'uplineTransfer',
  method: 'PUT',
  path: 'wps/member/transferUpline',
  auth: true,
  encrypted: true,
  money: true,
  requestSchema: uplineTransferRequest,
  value: uplineTransferValue,
});

/** SPEC 3.2 message templates; the client renders them from its own catalogue. */
export const messageTemplates = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
] as const;
export type MessageTemplateName = (typeof messageTemplates)[number];

const inboxMessage = v.object({
  id: v.string(),
  /** ISO instant the platform sent it. */
  sentAt: v.string(),
  /** A template name (SPEC 3.2) or null for free text; a template this client does not know reads as free text. */
  template: v.nullable(v.string()),
  /** The title and body as sent (English), shown when the template is unknown. */
  title: v.string(),
  body: v.string(),
  /** Template placeholders: site, currency and amount. */
  params: v.record(v.string(), v.string()),
  read: v.boolean(),
});
export type InboxMessage = v.InferOutput<typeof inboxMessage>;

const messageListValue = v.object({
  content: v.array(inboxMessage),
  pageNum: v.number(),
  totalPages: v.number(),
  totalCount: v.number(),
});
export type MessageListValue = v.InferOutput<typeof messageListValue>;

/** messageV2 page size (the inbox's own; the spec gives none). */
export const MESSAGE_PAGE_SIZE = 10;

/**
 * The member's inbox (messageV2), newest first, a page at a time (pageNum from 1). Path not shown
 * in the spec: wps/relay/CSP_getInbox (the platform registry).
 */
export const messageListCall = defineCall<{ pageNum: number; pageSize: number }, MessageListValue>({
  name: 'messageList',
  method: 'GET',
  path: 'wps/relay/CSP_getInbox',
  auth: true,
  value: messageListValue,
});

/** Marks one message read. Path not shown in the spec: wps/relay/EMFE_updateInboxRead (the platform's member-centre bundle). */
export const messageReadCall = defineCall<{ id: string }, null>({
  name: 'messageRead',
  method: 'PUT',
  path: 'wps/relay/EMFE_updateInboxRead',
  auth: true,
  value: ignoredValue,
});

const unreadCountValue = v.object({ count: v.number() });
/** /wps/relay/CSP_unreadCount (SPEC 7.6): the messageV2 badge (SPEC 2.5); the method is not shown, GET chosen. */
export const unreadCountCall = defineCall<void, { count: number }>({
  name: 'unreadCount',
  method: 'GET',
  path: 'wps/relay/CSP_unreadCount',
  auth: true,
  value: unreadCountValue,
});

/** Wallet calls. Every call here is also listed in `walletCalls`. */
export const walletCalls = {
  walletList: walletListCall,
  walletTransfer: walletTransferCall,
  merchantWallet: merchantWalletCall,
  upline: uplineCall,
  uplineTransfer: uplineTransferCall,
  messageList: messageListCall,
  messageRead: messageReadCall,
  unreadCount: unreadCountCall,
} as const;
