import type { HttpHandler } from 'msw';
import {
  TRIAL_TYPE,
  merchantWalletCall,
  messageListCall,
  messageReadCall,
  unreadCountCall,
  uplineCall,
  uplineTransferCall,
  walletTransferCall,
  type InboxMessage,
} from '../../src/api/contracts';
import {
  InsufficientFunds,
  toMajor,
  toMinor,
  transferBetweenMembers,
  transferBetweenWallets,
  walletMinor,
} from '../world/ledger';
import { unreadCount } from '../world/messages';
import { MAIN_WALLET, type MockMessage } from '../world/money-types';
import { passwordMatches } from '../world/passwords';
import type { WorldStore } from '../world/store';
import type { MockMember, World } from '../world/types';
import { mockCall, once, refuse, withMember } from './respond';

/** What the mock platform says when it refuses a wallet call, in both languages. */
export const walletRefusals = {
  amountInvalid: {
    en: 'Please enter an amount greater than 0 with at most 2 decimals',
    bn: 'অনুগ্রহ করে 0-এর বেশি, সর্বোচ্চ 2 দশমিক ঘরের একটি পরিমাণ লিখুন',
  },
  insufficient: { en: 'Insufficient balance', bn: 'পর্যাপ্ত ব্যালেন্স নেই' },
  vendorUnknown: { en: 'This game provider has no wallet', bn: 'এই গেম প্রোভাইডারের কোনো ওয়ালেট নেই' },
  singleWallet: {
    en: 'This site uses a single wallet; there is nothing to transfer',
    bn: 'এই সাইটে একটিই ওয়ালেট; ট্রান্সফার করার কিছু নেই',
  },
  trial: { en: 'Please use a real account', bn: 'অনুগ্রহ করে একটি আসল অ্যাকাউন্ট ব্যবহার করুন' },
  noUpline: { en: 'Your account has no upline agent', bn: 'আপনার অ্যাকাউন্টের কোনো আপলাইন এজেন্ট নেই' },
  paymentPasswordNotSet: {
    en: 'Please set a payment password in the security centre first',
    bn: 'অনুগ্রহ করে আগে নিরাপত্তা কেন্দ্রে পেমেন্ট পাসওয়ার্ড সেট করুন',
  },
  paymentPasswordWrong: { en: 'Payment password is incorrect', bn: 'পেমেন্ট পাসওয়ার্ড ভুল' },
  messageUnknown: { en: 'Message not found', bn: 'বার্তাটি পাওয়া যায়নি' },
} as const;

/** Vendor codes that have a wallet: every vendor of the game menu, once, in menu order. */
export function walletVendors(world: World): Array<{ vassalage: string; displayName: string }> {
  const seen = new Map<string, string>();
  for (const entry of world.gameMenu)
    for (const vendor of entry.vendors)
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor.displayName);
  return [...seen].map(([vassalage, displayName]) => ({ vassalage, displayName }));
}

/** The API's amount (major units) as whole minor units, or null unless it is above 0 with at most 2 decimals. */
export function amountMinor(amount: unknown): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const minor = toMinor(amount);
  return Math.abs(minor - amount * 100) < 1e-6 && minor > 0 ? minor : null;
}

const nowIso = () => new Date().toISOString();

function toInboxMessage(message: MockMessage): InboxMessage {
  return {
    id: message.id,
    sentAt: message.at,
    template: message.template,
    title: message.title,
    body: message.body,
    params: { ...message.params },
    read: message.read,
  };
}

/** Newest first; messages of one instant by id, newest id first. */
const newestFirst = (a: MockMessage, b: MockMessage) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id);

/** Wallet calls, answered from the world's ledger (mocks/world/ledger.ts). */
export function walletHandlers(store: WorldStore): HttpHandler[] {
  const member = (id: number) => store.world.members.find((m) => m.id === id);
  const trial = (m: MockMember) => m.type === TRIAL_TYPE;

  return [
    mockCall(merchantWalletCall, () => ({ isSingle: store.world.money.settings.singleWallet })),

    // The wallet list is the balance call (member.ts), which lists every wallet.

    // SPEC 7.3: main ⇄ one vendor wallet, both legs or neither, once per idempotency key.
    mockCall(walletTransferCall, ({ token, payload, request }) =>
      withMember(store, token, (m) => {
        if (trial(m)) return refuse(walletRefusals.trial, null);
        if (store.world.money.settings.singleWallet) return refuse(walletRefusals.singleWallet, null);
        const vendor = walletVendors(store.world).find((v) => v.vassalage === payload.vassalage);
        if (!vendor || (payload.direction !== 'in' && payload.direction !== 'out'))
          return refuse(walletRefusals.vendorUnknown, null);
        const minor = amountMinor(payload.amount);
        if (minor === null) return refuse(walletRefusals.amountInvalid, null);
        const [from, to] =
          payload.direction === 'in' ? [MAIN_WALLET, vendor.vassalage] : [vendor.vassalage, MAIN_WALLET];
        return once(store, request, m.id, () => {
          if (walletMinor(m, from) < minor) return refuse(walletRefusals.insufficient, null);
          let reference = '';
          try {
            store.update((world) => {
              reference = transferBetweenWallets(world, m.id, from, to, minor, nowIso());
            });
          } catch (error) {
            if (error instanceof InsufficientFunds) return refuse(walletRefusals.insufficient, null);
            throw error;
          }
          return transferAnswer(m, vendor.vassalage, reference);
        });
      }),
    ),

    mockCall(uplineCall, ({ token }) =>
      withMember(store, token, (m) => {
        const upline = m.parentId === null ? undefined : member(m.parentId);
        return { upline: upline ? { account: upline.account, nickname: upline.nickname } : null };
      }),
    ),

    // SPEC 6: money to the upline agent, confirmed with the payment password, once per key.
    mockCall(uplineTransferCall, ({ token, payload, request }) =>
      withMember(store, token, (m) => {
        if (trial(m)) return refuse(walletRefusals.trial, null);
        const upline = m.parentId === null ? undefined : member(m.parentId);
        if (!upline) return refuse(walletRefusals.noUpline, null);
        const minor = amountMinor(payload.amount);
        if (minor === null) return refuse(walletRefusals.amountInvalid, null);
        return once(store, request, m.id, () => {
          if (!m.paymentPasswordHash) return refuse(walletRefusals.paymentPasswordNotSet, null);
          if (!passwordMatches(m.paymentPasswordHash, payload.paymentPassword ?? ''))
            return refuse(walletRefusals.paymentPasswordWrong, null);
          if (walletMinor(m, MAIN_WALLET) < minor) return refuse(walletRefusals.insufficient, null);
          let reference = '';
          try {
            store.update((world) => {
              reference = transferBetweenMembers(world, m.id, upline.id, minor, nowIso(), 'uplineTransfer');
            });
          } catch (error) {
            if (error instanceof InsufficientFunds) return refuse(walletRefusals.insufficient, null);
            throw error;
          }
          return { reference, balance: m.balance };
        });
      }),
    ),

    mockCall(messageListCall, ({ token, payload }) =>
      withMember(store, token, (m) => {
        const pageSize = Math.max(1, Math.min(100, Math.floor(Number(payload.pageSize)) || 10));
        const mine = store.world.messages.filter((message) => message.memberId === m.id).sort(newestFirst);
        const totalPages = Math.max(1, Math.ceil(mine.length / pageSize));
        const pageNum = Math.max(1, Math.min(totalPages, Math.floor(Number(payload.pageNum)) || 1));
        return {
          content: mine.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toInboxMessage),
          pageNum,
          totalPages,
          totalCount: mine.length,
        };
      }),
    ),

    mockCall(messageReadCall, ({ token, payload }) =>
      withMember(store, token, (m) => {
        const index = store.world.messages.findIndex(
          (message) => message.id === payload?.id && message.memberId === m.id,
        );
        if (index < 0) return refuse(walletRefusals.messageUnknown, null);
        if (!store.world.messages[index]!.read)
          store.update((world) => {
            world.messages[index]!.read = true;
          });
        return null;
      }),
    ),

    mockCall(unreadCountCall, ({ token }) =>
      withMember(store, token, (m) => ({ count: unreadCount(store.world, m.id) })),
    ),
  ];
}

function transferAnswer(m: MockMember, vassalage: string, reference: string) {
  return { reference, balance: m.balance, vendorBalance: toMajor(walletMinor(m, vassalage)) };
}
