import type { HttpHandler } from 'msw';
import {
  addBankAccountCall,
  bankAccountsCall,
  confirmWithdrawalCall,
  depositCall,
  depositPaidCall,
  depositReferenceCall,
  paymentChannelsCall,
  paymentOrdersCall,
  paymentRules,
  withdrawCall,
  withdrawInfoCall,
  wire,
  type PaymentBankAccount,
  type PaymentChannel as ChannelView,
  type PaymentChannelKind,
  type ConfirmWithdrawalRequest,
  type DepositPayTo,
  type PaymentOrder,
  type ProofImage,
} from '../../src/api/contracts';
import { isRealName } from '../../src/api/contracts/profile-rules';
import { maskAccountNumber } from './masking';
import {
  answerConfirmation,
  noteDepositReference,
  placeDeposit,
  reportDepositPaid,
  placeWithdrawal,
  type ConfirmationAnswer,
} from '../world/back-office';
import { InsufficientFunds, toMajor, toMinor, walletMinor } from '../world/ledger';
import {
  MAIN_WALLET,
  type DepositPayment,
  type MockBankAccount,
  type MoneyOrder,
  type PaymentChannel,
} from '../world/money-types';
import { passwordMatches } from '../world/passwords';
import { seededRandom } from '../world/seeded-random';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import { refusalText, type RefusalMessage } from './refusals';
import { mockCall, once, refuse, requestLanguage, withMember } from './respond';

/**
 * Payments, answered from the world's one ledger (mocks/world/ledger.ts) through the back
 * office (mocks/world/back-office.ts): deposits wait in `processing` until the back office
 * credits them `reviewSeconds` later; a withdrawal takes the amount at once and returns it on a
 * rejection; the member then confirms the payout (SPEC 4.11). Money calls run inside `once`, so a
 * repeated idempotency key moves nothing twice. Time is `Date.now()`, so tests move it.
 */

/** Banks (and mobile wallets) an account may be added at: Bangladeshi ones. */
export const mockBanks = [
  'bKash',
  'Nagad',
  'Rocket',
  'Dutch-Bangla Bank',
  'BRAC Bank',
  'City Bank',
  'Islami Bank Bangladesh',
  'Sonali Bank',
] as const;
/** How many accounts a member may hold. */
export const MAX_BANK_ACCOUNTS = 5;
/** The recent orders the lists show. */
export const RECENT_ORDERS = 10;

/** What the mock platform says when it refuses a payments call, in both languages. */
export const paymentsRefusal = {
  kindUnknown: { en: 'Unknown order kind', bn: 'অজানা অর্ডারের ধরন' },
  channelUnknown: {
    en: 'This payment channel is not available',
    bn: 'এই পেমেন্ট চ্যানেলটি এখন পাওয়া যাচ্ছে না',
  },
  amountInvalid: {
    en: 'Enter an amount above 0 with at most 2 decimals',
    bn: '0-এর বেশি এবং সর্বোচ্চ 2 দশমিক ঘরের পরিমাণ লিখুন',
  },
  amountRange: (min: string, max: string) => ({
    en: `The amount must be between ${min} and ${max}`,
    bn: `পরিমাণ ${min} থেকে ${max} এর মধ্যে হতে হবে`,
  }),
  noPaymentPassword: {
    en: 'Please set a payment password in the security centre first',
    bn: 'অনুগ্রহ করে আগে নিরাপত্তা কেন্দ্রে পেমেন্ট পাসওয়ার্ড সেট করুন',
  },
  paymentPasswordWrong: { en: 'The withdrawal password is incorrect', bn: 'উত্তোলন পাসওয়ার্ড ভুল' },
  insufficientBalance: { en: 'Insufficient balance', bn: 'পর্যাপ্ত ব্যালেন্স নেই' },
  bankAccountMissing: {
    en: 'Please choose one of your bank accounts',
    bn: 'অনুগ্রহ করে আপনার একটি ব্যাংক অ্যাকাউন্ট বেছে নিন',
  },
  addressInvalid: { en: 'Please enter a valid receiving address', bn: 'অনুগ্রহ করে সঠিক গ্রহণের ঠিকানা লিখুন' },
  bankUnknown: { en: 'Please choose a bank from the list', bn: 'অনুগ্রহ করে তালিকা থেকে একটি ব্যাংক বেছে নিন' },
  realNameFormat: { en: 'Real name format incorrect', bn: 'আসল নামের ফরম্যাট সঠিক নয়' },
  realNameMissing: {
    en: 'Please set your real name in the security centre first',
    bn: 'অনুগ্রহ করে আগে নিরাপত্তা কেন্দ্রে আপনার আসল নাম সেট করুন',
  },
  accountNumberInvalid: {
    en: 'The account number must be 10 to 17 digits',
    bn: 'অ্যাকাউন্ট নম্বর 10 থেকে 17 অঙ্কের হতে হবে',
  },
  accountDuplicate: { en: 'This account is already added', bn: 'এই অ্যাকাউন্টটি আগেই যোগ করা আছে' },
  accountLimit: {
    en: `You can add at most ${MAX_BANK_ACCOUNTS} accounts`,
    bn: `আপনি সর্বোচ্চ ${MAX_BANK_ACCOUNTS}টি অ্যাকাউন্ট যোগ করতে পারেন`,
  },
  confirmationClosed: {
    en: 'This withdrawal can no longer be confirmed',
    bn: 'এই উত্তোলন এখন আর নিশ্চিত করা যাবে না',
  },
  proofRules: {
    en: 'Uploaded images are png or jpg only, max 5MB each, at most 3 images',
    bn: 'শুধু png বা jpg ছবি আপলোড করা যাবে, প্রতিটি সর্বোচ্চ 5MB, সর্বোচ্চ 3টি ছবি',
  },
  proofRequired: {
    en: 'Please upload at least one proof image',
    bn: 'অনুগ্রহ করে অন্তত একটি প্রমাণের ছবি আপলোড করুন',
  },
  remarkLimit: { en: 'Comment or remark limit 140 characters', bn: 'মন্তব্য বা রিমার্ক সর্বোচ্চ 140 অক্ষর' },
  partNotOffered: {
    en: 'Please answer Received or Not received',
    bn: 'অনুগ্রহ করে "পেয়েছি" অথবা "পাইনি" উত্তর দিন',
  },
  referenceFormat: {
    en: 'Enter the transaction ID as the payment app shows it: 6 to 30 letters and digits',
    bn: 'পেমেন্ট অ্যাপে যেমন দেখায় তেমন ট্রানজেকশন আইডি লিখুন: 6 থেকে 30টি অক্ষর ও সংখ্যা',
  },
  depositClosed: {
    en: 'This deposit request is closed: make a new deposit',
    bn: 'এই ডিপোজিট অনুরোধটি বন্ধ হয়ে গেছে: নতুন করে ডিপোজিট করুন',
  },
  partAmount: (amount: string) => ({
    en: `The amount received must be above 0 and below ${amount}`,
    bn: `প্রাপ্ত পরিমাণ 0-এর বেশি এবং ${amount}-এর কম হতে হবে`,
  }),
} satisfies Record<string, RefusalMessage | ((...args: string[]) => RefusalMessage)>;

const moneyText = (world: World, minor: number) =>
  `${world.site.currencySymbol}${toMajor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A channel's name in the asking language (the back office names each channel in both), so a
 * Bengali page never names a method in English. A world saved with one name keeps it.
 */
const channelName = (channel: PaymentChannel, lang: 'bn' | 'en') =>
  typeof channel.name === 'string' ? channel.name : channel.name[lang];

const channelOf = (world: World, id: string, kind: PaymentChannelKind) =>
  world.money.channels.find((c) => c.id === id && c.kind === kind);

function channelView(channel: PaymentChannel, lang: 'bn' | 'en'): ChannelView {
  return {
    id: channel.id,
    method: channel.method,
    name: channelName(channel, lang),
    kind: channel.kind,
    min: toMajor(channel.minMinor),
    max: toMajor(channel.maxMinor),
    quickAmounts: [...channel.quickAmounts],
    crypto: channel.crypto,
    code: channel.code,
  };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The platform's receiving address for a crypto deposit: a TRC20 address made from the order. */
export function platformAddress(world: World, orderId: string): string {
  const random = seededRandom(`deposit-address:${world.seed}:${orderId}`);
  return `T${Array.from({ length: 33 }, () => BASE58[Math.floor(random() * BASE58.length)]).join('')}`;
}

function accountView(account: MockBankAccount): PaymentBankAccount {
  return {
    id: account.id,
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumberMasked: maskAccountNumber(account.accountNumber),
  };
}

export function orderView(world: World, order: MoneyOrder, lang: 'bn' | 'en'): PaymentOrder {
  const channel = world.money.channels.find((c) => c.id === order.channelId);
  const member = world.members.find((m) => m.id === order.memberId);
  const account = order.bankAccountId
    ? member?.bankAccounts.find((a) => a.id === order.bankAccountId)
    : undefined;
  const address =
    order.kind === 'deposit'
      ? channel?.crypto
        ? platformAddress(world, order.id)
        : null
      : (order.address ?? null);
  return {
    orderId: order.id,
    kind: order.kind,
    channelId: order.channelId,
    channelName: channel ? channelName(channel, lang) : order.channelId,
    amount: toMajor(order.amountMinor),
    status: order.status,
    createdAt: order.createdAt,
    settledAt: order.settledAt,
    rejectReason: order.rejectReason ?? null,
    address,
    bankAccount: account
      ? { bankName: account.bankName, accountNumberMasked: maskAccountNumber(account.accountNumber) }
      : null,
    confirmation: order.confirmation ? { ...order.confirmation } : null,
    payTo: channel && order.payment ? payToView(world, order, channel, order.payment) : null,
  };
}

/**
 * How to pay a deposit: the channel's receiving account (a manual transfer, noted by the order id
 * as its reference; the mobile wallets match by the payer's transaction id), or for crypto the
 * coins at the site's rate (the address is the order's `address`).
 */
function payToView(
  world: World,
  order: MoneyOrder,
  channel: PaymentChannel,
  payment: DepositPayment,
): DepositPayTo {
  const amount = toMajor(order.amountMinor);
  const rate = world.money.settings.usdtRate;
  const receiver = channel.receiver;
  return {
    receiverName: receiver?.name ?? null,
    accountNumber: receiver?.accountNumber ?? null,
    bankName: receiver?.bankName ?? null,
    amount,
    refCode: channel.crypto ? null : order.id,
    expireTime: payment.expireAt,
    redirectUrl: receiver?.appUrl ?? null,
    sourceAmount: channel.crypto ? Math.ceil((amount / rate) * 100) / 100 : null,
    exchangeRate: channel.crypto ? rate : null,
    referenceRequired: channel.code === 'MT4',
    referenceNo: payment.referenceNo,
    reportedAt: payment.reportedAt,
  };
}

/** A deposit as the orders call shows it (the caller has checked it is the member's). */
const depositView = (world: World, orderId: string, lang: 'bn' | 'en') =>
  orderView(
    world,
    world.money.orders.find((o) => o.id === orderId)!,
    lang,
  );

const isKind = (kind: unknown): kind is PaymentChannelKind => kind === 'deposit' || kind === 'withdrawal';

/** A whole amount of paisa above zero, within the channel's limits; else the refusal. */
function checkAmount(world: World, channel: PaymentChannel, amount: unknown) {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return refuse(paymentsRefusal.amountInvalid, null);
  const minor = toMinor(amount);
  if (Math.abs(amount * 100 - minor) > 1e-6) return refuse(paymentsRefusal.amountInvalid, null);
  if (minor < channel.minMinor || minor > channel.maxMinor)
    return refuse(
      paymentsRefusal.amountRange(moneyText(world, channel.minMinor), moneyText(world, channel.maxMinor)),
      null,
    );
  return minor;
}

/** The decoded size of a base64 data URL's content, and its MIME type; null if it is not one. */
function readDataUrl(dataUrl: unknown): { type: string; bytes: number } | null {
  if (typeof dataUrl !== 'string') return null;
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl);
  if (!match) return null;
  const data = match[2]!;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return { type: match[1]!.toLowerCase(), bytes: Math.floor((data.length * 3) / 4) - padding };
}

/** SPEC 5.5 / 9: 1 to 3 png or jpg images of at most 5 MB each. */
function proofsFit(proofs: unknown): boolean | 'none' {
  if (!Array.isArray(proofs) || proofs.length === 0) return 'none';
  if (proofs.length > paymentRules.proofImageMaxCount) return false;
  return (proofs as ProofImage[]).every((proof) => {
    const content = readDataUrl(proof?.dataUrl);
    return (
      !!content &&
      paymentRules.proofImageTypes.includes(content.type) &&
      content.bytes > 0 &&
      content.bytes <= paymentRules.proofImageMaxBytes
    );
  });
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

function newAccountId(member: MockMember) {
  let n = member.bankAccounts.length + 1;
  while (member.bankAccounts.some((a) => a.id === `BA${member.id}-${n}`)) n += 1;
  return `BA${member.id}-${n}`;
}

/** A dispute's proofs, remark and (received in part) amount; null when they fit. */
function checkDispute(world: World, order: MoneyOrder, payload: ConfirmWithdrawalRequest) {
  if (payload.answer === 'received') return null;
  if (payload.answer === 'partlyReceived') {
    // SPEC 4.11 "full payment": only the `arrivedInFull` reading offers this answer.
    if (world.money.settings.fullPaymentReading === 'payoutStatus')
      return refuse(paymentsRefusal.partNotOffered, null);
    const minor = toMinor(payload.amountReceived);
    if (
      !Number.isFinite(payload.amountReceived) ||
      Math.abs(payload.amountReceived * 100 - minor) > 1e-6 ||
      minor <= 0 ||
      minor >= order.amountMinor
    )
      return refuse(paymentsRefusal.partAmount(moneyText(world, order.amountMinor)), null);
  }
  const fit = proofsFit(payload.proofs);
  if (fit === 'none') return refuse(paymentsRefusal.proofRequired, null);
  if (!fit) return refuse(paymentsRefusal.proofRules, null);
  if ([...(payload.remark ?? '')].length > paymentRules.remarkMax)
    return refuse(paymentsRefusal.remarkLimit, null);
  return null;
}

function toAnswer(payload: ConfirmWithdrawalRequest): ConfirmationAnswer {
  if (payload.answer === 'received') return { answer: 'received' };
  const dispute = { proofCount: payload.proofs.length, remark: payload.remark.trim() || null };
  return payload.answer === 'notReceived'
    ? { answer: 'notReceived', ...dispute }
    : { answer: 'partlyReceived', amountReceivedMinor: toMinor(payload.amountReceived), ...dispute };
}

/** Payment calls, answered from the world's ledger (mocks/world/ledger.ts). */
export function paymentsHandlers(store: WorldStore): HttpHandler[] {
  return [
    mockCall(paymentChannelsCall, ({ token, payload, request }) =>
      withMember(store, token, () => {
        if (!isKind(payload?.kind)) return refuse(paymentsRefusal.kindUnknown, null);
        return {
          channels: store.world.money.channels
            .filter((c) => c.kind === payload.kind)
            .map((c) => channelView(c, requestLanguage(request))),
          currencySymbol: store.world.site.currencySymbol,
        };
      }),
    ),

    mockCall(paymentOrdersCall, ({ token, payload, request }) =>
      withMember(store, token, (member) => {
        if (!isKind(payload?.kind)) return refuse(paymentsRefusal.kindUnknown, null);
        const orders = store.world.money.orders
          .filter((o) => o.memberId === member.id && o.kind === payload.kind)
          .sort((a, b) =>
            a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
          )
          .slice(0, RECENT_ORDERS);
        return { orders: orders.map((o) => orderView(store.world, o, requestLanguage(request))) };
      }),
    ),

    mockCall(depositCall, ({ token, payload, request }) =>
      withMember(store, token, (member) =>
        once(store, request, member.id, () => {
          const channel = channelOf(store.world, payload?.channelId ?? '', 'deposit');
          // The method code picked the call: one of another method's is not this channel's.
          if (!channel || channel.code !== payload.bankType)
            return refuse(paymentsRefusal.channelUnknown, null);
          const minor = checkAmount(store.world, channel, payload.amount);
          if (typeof minor !== 'number') return minor;
          let placed: MoneyOrder | undefined;
          store.update((world) => {
            placed = placeDeposit(world, member.id, channel.id, minor, Date.now());
          });
          return orderView(store.world, placed!, requestLanguage(request));
        }),
      ),
    ),

    mockCall(depositReferenceCall, ({ token, payload, request }) =>
      withMember(store, token, (member) => {
        const referenceNo = payload.referenceNo.trim();
        if (!paymentRules.depositReference.test(referenceNo))
          return refuse(paymentsRefusal.referenceFormat, null);
        let noted = false;
        store.update((world) => {
          noted = noteDepositReference(world, member.id, payload.depositId, referenceNo, Date.now());
        });
        return noted
          ? depositView(store.world, payload.depositId, requestLanguage(request))
          : refuse(paymentsRefusal.depositClosed, null);
      }),
    ),

    mockCall(depositPaidCall, ({ token, payload, request }) =>
      withMember(store, token, (member) => {
        let reported = false;
        store.update((world) => {
          reported = reportDepositPaid(world, member.id, payload.depositId, Date.now());
        });
        return reported
          ? depositView(store.world, payload.depositId, requestLanguage(request))
          : refuse(paymentsRefusal.depositClosed, null);
      }),
    ),

    mockCall(bankAccountsCall, ({ token }) =>
      withMember(store, token, (member) => ({
        accounts: member.bankAccounts.map(accountView),
        banks: [...mockBanks],
      })),
    ),

    mockCall(addBankAccountCall, ({ token, payload, request }) =>
      withMember(store, token, (member) =>
        // Once per idempotency key: a lost answer sent again does not add it twice.
        once(store, request, member.id, () => {
          const bankName = payload?.bankName ?? '';
          const accountName = (payload?.accountName ?? '').trim().replace(/\s+/g, ' ');
          const accountNumber = (payload?.accountNumber ?? '').trim();
          if (!(mockBanks as readonly string[]).includes(bankName))
            return refuse(paymentsRefusal.bankUnknown, null);
          if (!isRealName(accountName)) return refuse(paymentsRefusal.realNameFormat, null);
          if (!member.realName) return refuse(paymentsRefusal.realNameMissing, null);
          // SPEC 3.1 / 5.5: the account must be in the member's registered real name.
          if (!sameName(accountName, member.realName)) return refuse(refusalText.bankNameWrong, null);
          if (!paymentRules.accountNumber.test(accountNumber))
            return refuse(paymentsRefusal.accountNumberInvalid, null);
          if (member.bankAccounts.some((a) => a.bankName === bankName && a.accountNumber === accountNumber))
            return refuse(paymentsRefusal.accountDuplicate, null);
          if (member.bankAccounts.length >= MAX_BANK_ACCOUNTS)
            return refuse(paymentsRefusal.accountLimit, null);
          const account: MockBankAccount = {
            id: newAccountId(member),
            bankName,
            accountName: member.realName,
            accountNumber,
          };
          store.update((world) => {
            world.members.find((m) => m.id === member.id)!.bankAccounts.push(account);
          });
          return accountView(account);
        }),
      ),
    ),

    mockCall(withdrawInfoCall, ({ token }) =>
      withMember(store, token, (member) => ({
        balance: member.balance,
        currencySymbol: store.world.site.currencySymbol,
        hasPaymentPassword: member.paymentPasswordHash !== '',
        confirmationMinutes: store.world.money.settings.confirmationMinutes,
        forcedReceiptReading: store.world.money.settings.forcedReceiptReading,
        fullPaymentReading: store.world.money.settings.fullPaymentReading ?? 'arrivedInFull',
      })),
    ),

    mockCall(withdrawCall, ({ token, payload, request }) =>
      withMember(store, token, (member) =>
        once(store, request, member.id, () => {
          const channel = channelOf(store.world, payload?.channelId ?? '', 'withdrawal');
          if (!channel) return refuse(paymentsRefusal.channelUnknown, null);
          const minor = checkAmount(store.world, channel, payload.amount);
          if (typeof minor !== 'number') return minor;
          const address = channel.crypto ? (payload.address ?? '').trim() : null;
          const bankAccountId = channel.crypto ? null : (payload.bankCardId ?? '');
          if (address !== null && !paymentRules.trc20Address.test(address))
            return refuse(paymentsRefusal.addressInvalid, null);
          if (bankAccountId !== null && !member.bankAccounts.some((a) => a.id === bankAccountId))
            return refuse(paymentsRefusal.bankAccountMissing, null);
          if (!member.paymentPasswordHash)
            return refuse(paymentsRefusal.noPaymentPassword, wire.codes.noPaymentPassword);
          if (!passwordMatches(member.paymentPasswordHash, payload.password ?? ''))
            return refuse(paymentsRefusal.paymentPasswordWrong, wire.codes.paymentPasswordWrong);
          if (walletMinor(member, MAIN_WALLET) < minor)
            return refuse(paymentsRefusal.insufficientBalance, null);
          let placed: MoneyOrder | undefined;
          try {
            store.update((world) => {
              placed = placeWithdrawal(
                world,
                member.id,
                channel.id,
                minor,
                { bankAccountId, address },
                Date.now(),
              );
            });
          } catch (error) {
            // The ledger posts all or nothing: a refused withdrawal changed no balance.
            if (error instanceof InsufficientFunds) return refuse(paymentsRefusal.insufficientBalance, null);
            throw error;
          }
          return orderView(store.world, placed!, requestLanguage(request));
        }),
      ),
    ),

    mockCall(confirmWithdrawalCall, ({ token, payload, request }) =>
      withMember(store, token, (member) => {
        const order = store.world.money.orders.find(
          (o) => o.id === payload?.orderId && o.memberId === member.id && o.kind === 'withdrawal',
        );
        if (!order?.confirmation) return refuse(paymentsRefusal.confirmationClosed, null);
        const refused = checkDispute(store.world, order, payload);
        if (refused) return refused;
        // The same answer again (a lost reply, a second tab) answers the order as it stands.
        if (order.confirmation.status === payload.answer)
          return orderView(store.world, order, requestLanguage(request));
        if (order.confirmation.status !== 'awaiting') return refuse(paymentsRefusal.confirmationClosed, null);
        store.update((world) => {
          answerConfirmation(world, member.id, order.id, toAnswer(payload), Date.now());
        });
        return orderView(store.world, order, requestLanguage(request));
      }),
    ),
  ];
}
