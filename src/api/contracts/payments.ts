import * as v from 'valibot';
import { defineCall } from './call';

/**
 * Payments: deposit (depositv2), withdrawal (withdraw), the member's bank accounts and the
 * withdrawal confirmation of SPEC 4.11. The spec shows none of these paths: they follow the
 * platform's relay style (`wps/relay/<SERVICE>_<name>`). Amounts are major units with 2 decimals.
 */

/** Where money goes in or out. */
export const paymentChannelKinds = ['deposit', 'withdrawal'] as const;
export type PaymentChannelKind = (typeof paymentChannelKinds)[number];

const channel = v.object({
  id: v.string(),
  /** The method a member picks first (bkash, nagad, rocket, bank, usdt…). */
  method: v.string(),
  /** The channel's own name as the platform sends it (a brand name, shown as is). */
  name: v.string(),
  kind: v.picklist(paymentChannelKinds),
  min: v.number(),
  max: v.number(),
  /** Amounts offered as one-tap buttons. */
  quickAmounts: v.array(v.number()),
  /** A crypto channel: a receiving address instead of a bank account (USDT TRC20). */
  crypto: v.boolean(),
  /**
   * The platform's code of the deposit method (its `code`, sent back as `bankType`), which picks
   * the deposit call's path (`depositCall`); none on a withdrawal channel.
   */
  code: v.optional(v.string(), ''),
});
export type PaymentChannel = v.InferOutput<typeof channel>;

/**
 * Payment channels of one kind. GET; path not shown in the spec (chosen:
 * wps/relay/MCSFE_getDepositSettings, the deposit settings another client of the platform reads).
 */
export const paymentChannelsCall = defineCall<
  { kind: PaymentChannelKind },
  { channels: PaymentChannel[]; currencySymbol: string }
>({
  name: 'paymentChannels',
  method: 'GET',
  path: 'wps/relay/MCSFE_getDepositPaymentChannels',
  auth: true,
  value: v.object({ channels: v.array(channel), currencySymbol: v.string() }),
});

/** Where an order stands: processing → approved or rejected (by the back office). */
export const paymentOrderStatuses = ['processing', 'approved', 'rejected'] as const;
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

/**
 * SPEC 4.11 withdrawal confirmation: awaiting the member's answer; received (in full); received in
 * part or not received (both under review); auto-received after the configured minutes; or a
 * forced receipt by the back office.
 */
export const payoutConfirmationStatuses = [
  'awaiting',
  'received',
  'partlyReceived',
  'notReceived',
  'autoReceived',
  'forcedReceived',
] as const;
export type PayoutConfirmationStatus = (typeof payoutConfirmationStatuses)[number];

const confirmation = v.object({
  status: v.picklist(payoutConfirmationStatuses),
  /** ISO instant: after it an unanswered payout counts as received. */
  deadline: v.string(),
  proofCount: v.number(),
  remark: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  /** `partlyReceived`: the amount the member says arrived (major units). */
  amountReceived: v.optional(v.nullable(v.number())),
});
export type PayoutConfirmation = v.InferOutput<typeof confirmation>;

/**
 * What the player pays to finish a deposit, from the create-deposit answer. The platform's answer
 * names these fields (docs/platform-evidence/deposit.md, section 3: receiverName, accountNumber,
 * bankName, amount, refCode, expireTime, redirectUrl, sourceAmount, and the rate from
 * MCSFE_getExchangeRates); gathering them in one object, the times as ISO instants, and the
 * player's report (`referenceNo`, `reportedAt`) are our shape.
 */
const payTo = v.object({
  /** The account holder. */
  receiverName: v.nullable(v.string()),
  /** The wallet number or bank account to send to; null on crypto (see `address`) and gateways. */
  accountNumber: v.nullable(v.string()),
  bankName: v.nullable(v.string()),
  /** The exact amount to send, major units. */
  amount: v.number(),
  /** The text to put on the transfer, so the payment team can match it. */
  refCode: v.nullable(v.string()),
  /** ISO instant: an unpaid request lapses then (the platform's default window is 1800 s). */
  expireTime: v.string(),
  /** Opens the payer's wallet app or the gateway's page; https or the wallet app's own link. */
  redirectUrl: v.nullable(v.string()),
  /** Crypto: the coins to send, and the rate (taka for one coin) it was worked out at. */
  sourceAmount: v.nullable(v.number()),
  exchangeRate: v.nullable(v.number()),
  /** The payer's transaction id is needed to match the payment (a transfer noted by its id, MT4). */
  referenceRequired: v.boolean(),
  /** What the player reported: the transaction id or reference, and when they said they had paid. */
  referenceNo: v.nullable(v.string()),
  reportedAt: v.nullable(v.string()),
});
export type DepositPayTo = v.InferOutput<typeof payTo>;

const order = v.object({
  orderId: v.string(),
  kind: v.picklist(paymentChannelKinds),
  channelId: v.string(),
  /** The channel's name at the time (a brand name). */
  channelName: v.string(),
  amount: v.number(),
  status: v.picklist(paymentOrderStatuses),
  createdAt: v.string(),
  settledAt: v.nullable(v.string()),
  /** The back office's reason on a rejection, a key the client translates (unknown keys: generic). */
  rejectReason: v.nullable(v.string()),
  /**
   * Deposits on a crypto channel: the platform's receiving address to pay to. Withdrawals to a
   * crypto channel: the member's receiving address.
   */
  address: v.nullable(v.string()),
  /** Withdrawals to a bank account: the account, its number masked. */
  bankAccount: v.nullable(v.object({ bankName: v.string(), accountNumberMasked: v.string() })),
  /** Withdrawals only, once paid out (SPEC 4.11). */
  confirmation: v.nullable(confirmation),
  /** Deposits: how to pay (absent from an answer that predates it). */
  payTo: v.optional(v.nullable(payTo), null),
});
export type PaymentOrder = v.InferOutput<typeof order>;

/** The member's recent orders of one kind, newest first (at most 10). */
export const paymentOrdersCall = defineCall<{ kind: PaymentChannelKind }, { orders: PaymentOrder[] }>({
  name: 'paymentOrders',
  method: 'GET',
  path: 'wps/relay/MCSFE_getDepositTransactionReport',
  auth: true,
  value: v.object({ orders: v.array(order) }),
});

const depositRequest = v.object({
  channelId: v.string(),
  /** The channel's method code (the platform's field name): it picks the path. */
  bankType: v.string(),
  amount: v.number(),
});
export type DepositRequest = v.InferOutput<typeof depositRequest>;

/**
 * The platform's create-deposit call of each method code, as its deposit page maps a method
 * without a named endpoint (docs/platform-evidence/deposit.md, section 1): a manual transfer noted
 * by a remark, an account name, the player's bank card or a transaction id; a generic manual
 * transfer; a gateway's launch URL; a crypto wallet; GCash; VIP. The gateway codes are many, and
 * all go to the launch URL: so does a code not listed.
 */
const depositPathOfCode = {
  MT: 'wps/relay/MCSFE_manualTransferByRemark',
  MT2: 'wps/relay/MCSFE_manualTransferByAccountName',
  MT3: 'wps/relay/MCSFE_manualTransferByBankCard',
  MT4: 'wps/relay/MCSFE_manualTransferByTransactionId',
  SE: 'wps/relay/MCSFE_manualTransferGeneric',
  PAYID: 'wps/relay/MCSFE_manualTransferGeneric',
  PG: 'wps/relay/MCSFE_depositByLaunchUrl',
  PGMT: 'wps/relay/MCSFE_depositByLaunchUrl',
  USDT: 'wps/relay/MCSFE_depositVirtualWallet',
  GCASH: 'wps/relay/MCSFE_depositByGCash',
  VIP: 'wps/relay/MCSFE_depositByVipGeneral',
} as const;

/**
 * A deposit request (depositv2): the back office credits it once the payment is seen. Moves
 * money, so it carries an idempotency key. POST with a JSON body, to the path of the channel's
 * method code (the platform keeps one create call per kind of payment).
 */
export const depositCall = defineCall<DepositRequest, PaymentOrder>({
  name: 'deposit',
  method: 'POST',
  path: depositPathOfCode.PG,
  pathByKind: { field: 'bankType', paths: depositPathOfCode },
  auth: true,
  money: true,
  requestSchema: depositRequest,
  value: order,
});

const depositReferenceRequest = v.object({ depositId: v.string(), referenceNo: v.string() });
export type DepositReferenceRequest = v.InferOutput<typeof depositReferenceRequest>;

/**
 * The payer's transaction id or transfer reference, given after paying. POST with the payload as
 * query parameters `depositId` and `referenceNo`, as the platform's deposit page sends it
 * (docs/platform-evidence/deposit.md, section 4). Its answer is not seen: the order is our shape.
 */
export const depositReferenceCall = defineCall<DepositReferenceRequest, PaymentOrder>({
  name: 'depositReference',
  method: 'POST',
  path: 'wps/relay/MCSFE_updateDepositReference',
  query: true,
  auth: true,
  requestSchema: depositReferenceRequest,
  value: order,
});

const depositPaidRequest = v.object({ depositId: v.string() });
export type DepositPaidRequest = v.InferOutput<typeof depositPaidRequest>;

/**
 * The player says the payment is made ("I have paid"), so the payment team looks for it. POST
 * `{depositId}`, as the platform's manual-transfer pages send it when the player finishes
 * (docs/platform-evidence/deposit.md, section 4). Its answer is not seen: the order is our shape.
 */
export const depositPaidCall = defineCall<DepositPaidRequest, PaymentOrder>({
  name: 'depositPaid',
  method: 'POST',
  path: 'wps/relay/MCSFE_createDepositTask',
  auth: true,
  requestSchema: depositPaidRequest,
  value: order,
});

const bankAccount = v.object({
  id: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  /** Only the last 4 digits are shown. */
  accountNumberMasked: v.string(),
});
export type PaymentBankAccount = v.InferOutput<typeof bankAccount>;

export type BankAccountsValue = { accounts: PaymentBankAccount[]; banks: string[] };
/** The member's bank accounts and the banks an account may be added at (the withdrawal page and the security centre). Path not shown in the spec. */
export const bankAccountsCall = defineCall<void, BankAccountsValue>({
  name: 'bankAccounts',
  method: 'GET',
  path: 'wps/relay/MCSFE_getWithdrawAccountInfo',
  auth: true,
  value: v.object({ accounts: v.array(bankAccount), banks: v.array(v.string()) }),
});

const addBankAccountRequest = v.object({
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
});
export type AddBankAccountRequest = v.InferOutput<typeof addBankAccountRequest>;

/**
 * Adds a bank account. The account name must be the member's registered real name (SPEC 3.1 bank
 * account name, SPEC 5.5 real name). POST; path not shown in the spec: wps/v2/member/bankCards,
 * from the platform's member-centre bundle. It carries an idempotency key: an account is where a
 * withdrawal goes, so a lost answer sent again must not add it twice.
 */
export const addBankAccountCall = defineCall<AddBankAccountRequest, PaymentBankAccount>({
  name: 'addBankAccount',
  method: 'POST',
  path: 'wps/v2/member/bankCards',
  auth: true,
  money: true,
  requestSchema: addBankAccountRequest,
  value: bankAccount,
});

export const paymentForcedReceiptReadings = ['noRefund', 'refund'] as const;
export type PaymentForcedReceiptReading = (typeof paymentForcedReceiptReadings)[number];

/**
 * SPEC 4.11 names three answers, "Received, Not received (uploading proof images), or full
 * payment", and does not say what "full payment" means. Two readings:
 * - `arrivedInFull` (default, the one a member understands): "full payment" is the member's word
 *   that the payout arrived in full, so *Received* means *Received in full*, and the case it rules
 *   out, a payout that arrived only in part, is a third answer: *Received in part*, with the amount
 *   that arrived and proof images, checked by the back office like *Not received*.
 * - `payoutStatus`: "full payment" is not an answer but the platform's mark on a payout it paid in
 *   one full transfer: the member answers Received or Not received, and the card says "Paid in full".
 */
export const fullPaymentReadings = ['arrivedInFull', 'payoutStatus'] as const;
export type FullPaymentReading = (typeof fullPaymentReadings)[number];

const withdrawInfo = v.object({
  balance: v.number(),
  currencySymbol: v.string(),
  /** Whether the withdrawal (payment) password is set; without it no withdrawal can be made. */
  hasPaymentPassword: v.boolean(),
  /** SPEC 4.11: minutes a member has to confirm a payout before it counts as received. */
  confirmationMinutes: v.number(),
  /** SPEC 4.11 gives two readings of a forced receipt: the platform says which one it follows. */
  forcedReceiptReading: v.picklist(paymentForcedReceiptReadings),
  /** SPEC 4.11 "full payment": which reading the platform follows (absent: the default). */
  fullPaymentReading: v.optional(v.picklist(fullPaymentReadings), 'arrivedInFull'),
});
export type WithdrawInfo = v.InferOutput<typeof withdrawInfo>;

/** What the withdrawal page needs besides channels and accounts. Path not shown in the spec. */
export const withdrawInfoCall = defineCall<void, WithdrawInfo>({
  name: 'withdrawInfo',
  method: 'GET',
  path: 'wps/relay/MCSFE_getWithdrawSettings',
  auth: true,
  value: withdrawInfo,
});

/**
 * The platform's own withdraw page sends `{ amount, bankCardId, password, … }` (its cached withdraw
 * chunk; docs/platform-evidence/answers.md): those names are kept. The channel and a crypto
 * address typed in place are ours (the platform withdraws to saved cards and wallets only).
 */
const withdrawRequest = v.object({
  /** Ours: the withdrawal channel, whose limits apply. */
  channelId: v.string(),
  amount: v.number(),
  /** A bank (or mobile wallet) channel: one of the member's accounts (platform `bankCardId`). */
  bankCardId: v.optional(v.string()),
  /** Ours: a crypto channel's receiving address (TRC20). */
  address: v.optional(v.string()),
  /** The withdrawal password (platform `password`): the body travels encrypted. */
  password: v.string(),
});
export type WithdrawRequest = v.InferOutput<typeof withdrawRequest>;

/**
 * A withdrawal request: the amount leaves the balance at once and returns if the back office
 * rejects it. Moves money (idempotency key) and carries the withdrawal password (encrypted).
 * POST; path not shown in the spec: wps/v2/transaction/withdraw, the platform's own withdraw page.
 */
export const withdrawCall = defineCall<WithdrawRequest, PaymentOrder>({
  name: 'withdraw',
  method: 'POST',
  path: 'wps/v2/transaction/withdraw',
  auth: true,
  encrypted: true,
  money: true,
  requestSchema: withdrawRequest,
  value: order,
});

/** A proof image as sent: a data URL (png or jpeg, at most 5 MB decoded). */
const proofImage = v.object({ name: v.string(), dataUrl: v.string() });
export type ProofImage = v.InferOutput<typeof proofImage>;

const confirmWithdrawalRequest = v.variant('answer', [
  v.object({ orderId: v.string(), answer: v.literal('received') }),
  v.object({
    orderId: v.string(),
    answer: v.literal('notReceived'),
    remark: v.string(),
    proofs: v.array(proofImage),
  }),
  v.object({
    orderId: v.string(),
    answer: v.literal('partlyReceived'),
    /** The amount that arrived: above 0 and below the payout, major units, 2 decimals. */
    amountReceived: v.number(),
    remark: v.string(),
    proofs: v.array(proofImage),
  }),
]);
export type ConfirmWithdrawalRequest = v.InferOutput<typeof confirmWithdrawalRequest>;

/**
 * SPEC 4.11: the member answers a payout: received (in full); received in part, with the amount
 * that arrived (reading `arrivedInFull` only); or not received. The last two carry up to 3 proof
 * images (png or jpg, 5 MB each; sent as data URLs in the JSON body) and a remark (140 characters).
 * Repeating the same answer answers the same order again. POST; path not shown in the spec
 * (wps/relay/MCSFE_processC2CTransaction, the platform registry).
 */
export const confirmWithdrawalCall = defineCall<ConfirmWithdrawalRequest, PaymentOrder>({
  name: 'confirmWithdrawal',
  method: 'POST',
  path: 'wps/relay/MCSFE_processC2CTransaction',
  auth: true,
  requestSchema: confirmWithdrawalRequest,
  value: order,
});

/** Payments calls. Every call here is also listed in `paymentsCalls`. */
export const paymentsCalls = {
  paymentChannels: paymentChannelsCall,
  paymentOrders: paymentOrdersCall,
  deposit: depositCall,
  depositReference: depositReferenceCall,
  depositPaid: depositPaidCall,
  bankAccounts: bankAccountsCall,
  addBankAccount: addBankAccountCall,
  withdrawInfo: withdrawInfoCall,
  withdraw: withdrawCall,
  confirmWithdrawal: confirmWithdrawalCall,
} as const;

/**
 * Form rules both sides apply (the client before sending, the platform on receipt), so they agree.
 * SPEC 5.5 / 9: proof images png or jpg, at most 5 MB each, at most 3; remarks at most 140 characters.
 */
export const paymentRules = {
  proofImageTypes: ['image/png', 'image/jpeg'] as readonly string[],
  proofImageExtensions: ['png', 'jpg', 'jpeg'] as readonly string[],
  proofImageMaxBytes: 5 * 1024 * 1024, // SPEC 9 uploaded-images
  proofImageMaxCount: 3,
  remarkMax: 140,
  /** A bank or mobile-wallet account number: 10 to 17 digits. */
  accountNumber: /^\d{10,17}$/,
  /** A payer's transaction id or transfer reference: 6 to 30 letters and digits (bKash's TrxID is 10). */
  depositReference: /^[A-Za-z0-9]{6,30}$/,
  /** A TRC20 (TRON) address: T and 33 base58 characters. */
  trc20Address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
} as const;
