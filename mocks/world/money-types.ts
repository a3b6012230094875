import type {
  FullPaymentReading,
  GameType,
  MessageTemplateName,
  PaymentChannelKind,
  PaymentForcedReceiptReading,
  PaymentOrderStatus,
  PayoutConfirmation,
} from '../../src/api/contracts';

/**
 * The mock platform's money: one ledger every money action goes through, the orders the
 * back office settles over time, the payment channels, the game rounds behind the betting record
 * and the bonuses behind bonus details. Amounts here are integers in minor units (paisa), so sums
 * are exact; the API speaks major units with 2 decimals.
 */

/** Why money moved. Every kind but `opening` answers to a visible record. */
export type LedgerKind =
  | 'opening'
  | 'deposit'
  | 'withdrawal'
  | 'withdrawalRefund'
  | 'walletTransfer'
  | 'uplineTransfer'
  | 'downlineTransfer'
  | 'bet'
  | 'payout'
  | 'bonus'
  | 'rebate'
  /** A downline contract's settlement (dividend or salary) paid by the platform. */
  | 'contractSettlement';

/** `main` or a vendor code (SPEC 7.3 vendor wallets). */
export type WalletId = string;
export const MAIN_WALLET: WalletId = 'main';

export interface LedgerEntry {
  id: string;
  memberId: number;
  /** ISO instant. */
  at: string;
  kind: LedgerKind;
  wallet: WalletId;
  /** Signed, minor units. */
  amountMinor: number;
  /** That wallet's balance after this entry, minor units. */
  balanceAfterMinor: number;
  /** The order, round, transfer or bonus this entry belongs to. */
  reference: string;
  /** The other side of a transfer between members (upline, downline). */
  counterpartyId?: number;
}

export interface MoneyOrder {
  id: string;
  memberId: number;
  kind: PaymentChannelKind;
  channelId: string;
  amountMinor: number;
  status: PaymentOrderStatus;
  createdAt: string;
  /** When the back office decides (the mock decides lazily on the first request after it). */
  settleAt: string;
  settledAt: string | null;
  /** Withdrawals: to which bank account, or which crypto address. */
  bankAccountId?: string | null;
  address?: string | null;
  /** The refusal reason key the back office gave on a rejection. */
  rejectReason?: string | null;
  /** SPEC 4.11 withdrawal confirmation, once the back office has paid out: as the orders call sends it. */
  confirmation?: PayoutConfirmation | null;
  /** Deposits: the window to pay in, and what the player reported (transaction id, "I have paid"). */
  payment?: DepositPayment;
}

export interface DepositPayment {
  /** ISO instant the pay window closes. */
  expireAt: string;
  referenceNo: string | null;
  reportedAt: string | null;
}

/**
 * How the mock back office learns a deposit was paid (an assumption: the platform does not show
 * it). `seenByBackOffice` (default): the payment team sees it `reviewSeconds` after the request, as
 * if the player paid at once, so a demo credits without typing a transaction id.
 * `reportedByPlayer`: nothing is credited until the player says "I have paid"; an unreported
 * request lapses when its window closes.
 */
export type DepositPaymentReading = 'seenByBackOffice' | 'reportedByPlayer';

export interface PaymentChannel {
  id: string;
  /** The method a member picks first (bKash, Nagad, bank transfer, USDT…). */
  method: string;
  /** As the back office names it in each language; a world saved before has one name for both. */
  name: { en: string; bn: string } | string;
  kind: PaymentChannelKind;
  minMinor: number;
  maxMinor: number;
  /** Quick amounts offered on the form, major units. */
  quickAmounts: number[];
  /** A crypto channel asks for a receiving address instead of a bank account. */
  crypto: boolean;
  /** A deposit channel's method code on the platform (it picks the deposit call's path); '' for a withdrawal's. */
  code: string;
  /**
   * Deposits: the site's receiving account on this channel (a manual transfer pays to it), and the
   * link that opens the payer's wallet app (an assumption: a scheme of the app's own, or a USSD dial).
   */
  receiver?: { name: string; accountNumber: string; bankName: string | null; appUrl: string | null };
}

export interface GameRound {
  id: string;
  memberId: number;
  at: string;
  gameType: GameType;
  vendor: string;
  gameName: string;
  stakeMinor: number;
  payoutMinor: number;
}

export interface BonusGrant {
  id: string;
  memberId: number;
  at: string;
  /** Names the promotion: a key the client translates, plus the English title as sent. */
  title: string;
  amountMinor: number;
  /** Turnover still to play before the bonus can be withdrawn (shown, not enforced). */
  turnoverMinor: number;
}

export interface MoneySettings {
  /** How long the mock back office takes to decide a deposit or a withdrawal. */
  reviewSeconds: number;
  /**
   * A deposit or withdrawal whose whole-taka part ends in these two digits is rejected (like a
   * payment sandbox's magic amounts), so QA can see both outcomes: 1,044 is rejected, 1,000 is not.
   */
  rejectedEnding: string;
  /** SPEC 4.11: minutes a member has to answer a payout before it counts as received (value not shown). */
  confirmationMinutes: number;
  /**
   * SPEC 4.11 gives two readings of a forced receipt: the held deposit is not refunded
   * (`noRefund`, the default) or it is returned (`refund`).
   */
  forcedReceiptReading: PaymentForcedReceiptReading;
  /**
   * SPEC 4.11 "full payment" (readings in src/api/contracts/payments.ts): the payout
   * arrived in full, so a member may also answer *Received in part* (`arrivedInFull`, the default),
   * or the platform's mark on a payout paid in full, with two answers only (`payoutStatus`).
   */
  fullPaymentReading: FullPaymentReading;
  /** SPEC 7.3 merchant wallet `isSingle`: one balance, no vendor wallets. */
  singleWallet: boolean;
  /**
   * QA: demo01 starts with money in flight: a deposit the back office is still reviewing and a
   * paid withdrawal awaiting its confirmation (scenario `money-in-flight`).
   */
  demoOrdersInFlight: boolean;
  /** How a deposit's payment becomes known (see `DepositPaymentReading`). */
  depositPayment: DepositPaymentReading;
  /** The window to pay a deposit in, seconds (the platform's default countdown is 1800 s). */
  payWindowSeconds: number;
  /** Taka for one USDT, the rate a crypto deposit's amount is worked out at. */
  usdtRate: number;
}

export interface MoneyWorld {
  ledger: LedgerEntry[];
  orders: MoneyOrder[];
  channels: PaymentChannel[];
  rounds: GameRound[];
  bonuses: BonusGrant[];
  /** Idempotency keys of money calls already done, with the answer they got (no double spending). */
  done: Record<string, { memberId: number; answer: unknown }>;
  settings: MoneySettings;
  counters: { entry: number; order: number; round: number; transfer: number };
}

export interface MockMessage {
  id: string;
  memberId: number;
  at: string;
  /** A template message (SPEC 3.2: each has a site and a currency placeholder), or free text from the platform (title and body as sent). */
  template: MessageTemplateName | null;
  title: string;
  body: string;
  params: Record<string, string>;
  read: boolean;
}

export interface MockBankAccount {
  id: string;
  bankName: string;
  /** Must equal the member's real name (SPEC 5.5 real name rules). */
  accountName: string;
  accountNumber: string;
}
