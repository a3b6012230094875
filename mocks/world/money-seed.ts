import type { GameType } from '../../src/api/contracts';
import {
  InsufficientFunds,
  openAccount,
  post,
  recordRound,
  sortLedgerByTime,
  toMinor,
  transferBetweenWallets,
} from './ledger';
import {
  answerConfirmation,
  BACK_OFFICE_REVIEW_SECONDS,
  placeDeposit,
  placeWithdrawal,
  settleDue,
} from './back-office';
import type { MoneySettings, MoneyWorld, PaymentChannel } from './money-types';
import { firstGamesOf } from './game-catalogue';
import { seededRandom } from './seeded-random';
import type { World } from './types';

const DAY = 86_400_000;

export const defaultMoneySettings = (): MoneySettings => ({
  reviewSeconds: BACK_OFFICE_REVIEW_SECONDS,
  rejectedEnding: '44',
  confirmationMinutes: 30,
  forcedReceiptReading: 'noRefund',
  fullPaymentReading: 'arrivedInFull',
  singleWallet: false,
  demoOrdersInFlight: false,
  depositPayment: 'seenByBackOffice',
  payWindowSeconds: 1800,
  usdtRate: 122.5,
});

const channel = (
  id: string,
  method: string,
  name: string | { en: string; bn: string },
  kind: PaymentChannel['kind'],
  min: number,
  max: number,
  quickAmounts: number[],
  crypto = false,
): PaymentChannel => ({
  id,
  method,
  name,
  kind,
  minMinor: min * 100,
  maxMinor: max * 100,
  quickAmounts,
  crypto,
  code: kind === 'deposit' ? depositMethodCode(method) : '',
  ...(kind === 'deposit' && !crypto ? { receiver: receivers[method] } : {}),
});

/**
 * Where a manual deposit is paid to: an agent's personal wallet number for the mobile wallets (as
 * Bangladeshi sites take them), a company account for the bank. Numbers are made up; the links
 * open the wallet's app (bKash, Nagad) or dial Rocket's USSD menu.
 */
const receivers: Record<string, NonNullable<PaymentChannel['receiver']>> = {
  bkash: { name: 'Rahim Enterprise', accountNumber: '01711428563', bankName: null, appUrl: 'bkash://' },
  nagad: { name: 'Sumon Telecom', accountNumber: '01819467205', bankName: null, appUrl: 'nagad://' },
  rocket: { name: 'Karim Store', accountNumber: '017123456784', bankName: null, appUrl: 'tel:*322%23' },
  bank: {
    name: 'Bajee Trading Ltd',
    accountNumber: '1051100042397',
    bankName: 'Dutch-Bangla Bank',
    appUrl: null,
  },
};

/**
 * The platform's method code of a deposit method: a mobile wallet's deposit is a transfer to an
 * account, noted by its transaction id; a bank transfer, by a remark; USDT, a crypto wallet's.
 * Our reading of how a Bangladeshi site would set them up (docs/platform-evidence/deposit.md).
 */
function depositMethodCode(method: string): string {
  if (method === 'bank') return 'MT';
  if (method === 'usdt') return 'USDT';
  return 'MT4';
}

/** Brand names read the same in both languages; a bank transfer is named in each. */
const bankTransfer = { en: 'Bank transfer', bn: 'ব্যাংক ট্রান্সফার' };

/** Deposit and withdrawal channels of a Bangladeshi site: mobile wallets, bank transfer, USDT. */
export function defaultChannels(): PaymentChannel[] {
  return [
    channel('dep-bkash', 'bkash', 'bKash', 'deposit', 200, 25_000, [500, 1_000, 2_000, 5_000]),
    channel('dep-nagad', 'nagad', 'Nagad', 'deposit', 300, 30_000, [500, 1_000, 3_000, 10_000]),
    channel('dep-rocket', 'rocket', 'Rocket', 'deposit', 200, 20_000, [500, 1_000, 2_000, 5_000]),
    channel('dep-bank', 'bank', bankTransfer, 'deposit', 1_000, 100_000, [5_000, 10_000, 20_000, 50_000]),
    channel('dep-usdt', 'usdt', 'USDT (TRC20)', 'deposit', 1_000, 500_000, [2_000, 10_000, 50_000], true),
    channel('wd-bkash', 'bkash', 'bKash', 'withdrawal', 500, 25_000, [1_000, 2_000, 5_000]),
    channel('wd-nagad', 'nagad', 'Nagad', 'withdrawal', 500, 30_000, [1_000, 3_000, 10_000]),
    channel('wd-bank', 'bank', bankTransfer, 'withdrawal', 1_000, 200_000, [5_000, 10_000, 50_000]),
    channel('wd-usdt', 'usdt', 'USDT (TRC20)', 'withdrawal', 2_000, 500_000, [5_000, 20_000], true),
  ];
}

export const emptyMoney = (): MoneyWorld => ({
  ledger: [],
  orders: [],
  channels: defaultChannels(),
  rounds: [],
  bonuses: [],
  done: {},
  settings: defaultMoneySettings(),
  counters: { entry: 0, order: 0, round: 0, transfer: 0 },
});

/** How many of a vendor's first games the seeded rounds are played on. */
const PLAYED_GAMES = 8;
const bonusTitles = ['Welcome bonus', 'Daily cashback', 'Weekend reload', 'Cricket boost'];
/** The titles of a vendor's games a round can be played on (a fishing vendor's own list is no game). */
const playedGames = (world: World, vendor: string): string[] => {
  const names = firstGamesOf(world, vendor, PLAYED_GAMES)
    .filter((game) => game.isGame !== 'VASSALAGE')
    .map((game) => game.gameName ?? game.displayName);
  return names.length ? names : [vendor];
};
/** Who gets a history: the demo accounts and the agent tree (the agent reports read it). */
const withHistory = (world: World) =>
  world.members.filter(
    (m) => m.type !== 4 && m.balance >= 5_000 && (m.demo || m.parentId !== null || m.id < 2000),
  );

/**
 * Posts every member's opening balance, then a month of history for the accounts QA looks at:
 * rounds, deposits, withdrawals (one rejected), a bonus and a vendor-wallet transfer, all through
 * the ledger and back office, so records agree with balances from the first request. The opening
 * amount is chosen so each member ends with the balance the world gave it. Uses its own seeded
 * generator, so faker's sequence (names, vendors…) is what it was before money existed.
 */
export function seedMoney(world: World) {
  const now = Date.parse(world.now);
  const start = now - 31 * DAY;
  const targets = new Map(world.members.map((m) => [m.id, m.balance]));
  for (const member of world.members) openAccount(world, member, new Date(start).toISOString());
  const vendorsByType = new Map(world.gameMenu.map((entry) => [entry.gameType, entry.vendors]));
  const playable: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'];

  for (const member of withHistory(world)) {
    const random = seededRandom(`money:${world.seed}:${member.id}`);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const at = (dayAgo: number) => now - dayAgo * DAY + Math.floor(random() * 20 * 3_600_000);
    const snapshot = structuredClone(world.money);
    const memberBefore = structuredClone(member);
    try {
      // Enough opening money that the month never dips below zero; trimmed back below.
      post(world, [
        {
          memberId: member.id,
          kind: 'opening',
          amountMinor: toMinor(50_000),
          reference: 'opening',
          at: new Date(start).toISOString(),
        },
      ]);
      const events: Array<{ t: number; run: (t: number) => void }> = [];
      for (let i = 0; i < 40; i++) {
        const gameType = pick(playable);
        const vendors = vendorsByType.get(gameType) ?? [];
        if (!vendors.length) continue;
        const vendor = pick(vendors);
        const stake = toMinor(pick([10, 20, 50, 100, 200, 500]));
        // The house keeps about a fifth of the stakes over time (expected payout 0.4 × 2 = 0.8 of the stake), as a
        // real book does, so a team's loss (what dividends share) is usually above zero.
        const payout = random() < 0.4 ? Math.round(stake * (1 + random() * 2)) : 0;
        events.push({
          t: at(1 + Math.floor(random() * 29)),
          run: (t) =>
            recordRound(
              world,
              {
                memberId: member.id,
                gameType,
                vendor: vendor.vassalage,
                gameName: pick(playedGames(world, vendor.vassalage)),
              },
              stake,
              payout,
              new Date(t).toISOString(),
            ),
        });
      }
      const ch = (kind: PaymentChannel['kind']) =>
        pick(world.money.channels.filter((c) => c.kind === kind && !c.crypto));
      for (const [dayAgo, amount] of [
        [28, 3_000],
        [20, 1_044],
        [12, 5_000],
        [5, 2_000],
      ] as const) {
        events.push({
          t: at(dayAgo),
          run: (t) => void placeDeposit(world, member.id, ch('deposit').id, toMinor(amount), t),
        });
      }
      for (const [dayAgo, amount] of [
        [18, 2_000],
        [9, 1_544],
      ] as const) {
        events.push({
          t: at(dayAgo),
          run: (t) => {
            const order = placeWithdrawal(
              world,
              member.id,
              ch('withdrawal').id,
              toMinor(amount),
              { bankAccountId: null },
              t,
            );
            settleDue(world, t + world.money.settings.reviewSeconds * 1000);
            answerConfirmation(world, member.id, order.id, { answer: 'received' }, t + 600_000);
          },
        });
      }
      events.push({
        t: at(15),
        run: (t) => {
          const id = `B${String(world.money.bonuses.length + 1).padStart(6, '0')}`;
          const amountMinor = toMinor(pick([100, 200, 500]));
          const iso = new Date(t).toISOString();
          post(world, [{ memberId: member.id, kind: 'bonus', amountMinor, reference: id, at: iso }]);
          world.money.bonuses.push({
            id,
            memberId: member.id,
            at: iso,
            title: pick(bonusTitles),
            amountMinor,
            turnoverMinor: amountMinor * 10,
          });
        },
      });
      const vendor = vendorsByType.get('RNG')?.[0];
      if (vendor)
        events.push({
          t: at(3),
          run: (t) =>
            void transferBetweenWallets(
              world,
              member.id,
              'main',
              vendor.vassalage,
              toMinor(500),
              new Date(t).toISOString(),
            ),
        });
      events.sort((a, b) => a.t - b.t);
      for (const event of events) {
        settleDue(world, event.t);
        event.run(event.t);
      }
      settleDue(world, now);
      // Trim the opening so the main wallet ends at the world's balance.
      const trim = Math.round(targets.get(member.id)! * 100) - Math.round(member.balance * 100);
      const opening = world.money.ledger.filter((e) => e.memberId === member.id && e.kind === 'opening');
      const openingTotal = opening.reduce((sum, e) => sum + e.amountMinor, 0);
      if (openingTotal + trim < 0) throw new InsufficientFunds('main');
      rebaseOpening(world, member.id, trim);
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error;
      world.money = snapshot;
      Object.assign(member, memberBefore);
    }
  }
  if (world.money.settings.demoOrdersInFlight) putDemoOrdersInFlight(world, now);
  world.money.done = {};
  // The month's messages have been read long ago; only what happens from now on is unread.
  for (const message of world.messages) message.read = true;
}

/**
 * Moves a member's opening by `deltaMinor`: the opening entries merge into one and every later
 * balance-after of the main wallet shifts by the same amount (as if the member had started with
 * that much more or less).
 */
export function rebaseOpening(world: World, memberId: number, deltaMinor: number) {
  const ledger = world.money.ledger;
  const openings = ledger.filter((e) => e.memberId === memberId && e.kind === 'opening');
  const first = openings[0]!;
  // The openings merge into one at the start: the lowest point is measured from their sum.
  let run = openings.reduce((sum, e) => sum + e.amountMinor, 0);
  let lowest = run;
  for (const entry of ledger) {
    if (entry.memberId !== memberId || entry.wallet !== 'main' || entry.kind === 'opening') continue;
    run += entry.amountMinor;
    lowest = Math.min(lowest, run);
  }
  if (lowest + deltaMinor < 0) throw new InsufficientFunds('main');
  first.amountMinor = openings.reduce((sum, e) => sum + e.amountMinor, 0) + deltaMinor;
  world.money.ledger = ledger.filter(
    (e) => !(e.memberId === memberId && e.kind === 'opening' && e !== first),
  );
  let running = 0;
  for (const entry of world.money.ledger) {
    if (entry.memberId !== memberId || entry.wallet !== 'main') continue;
    running += entry.amountMinor;
    entry.balanceAfterMinor = running;
  }
  const member = world.members.find((m) => m.id === memberId)!;
  member.balance = running / 100;
  if (first.amountMinor === 0) world.money.ledger = world.money.ledger.filter((e) => e !== first);
}

/**
 * The last step of a world's money, once every area has posted its history: a member paid by
 * seeded contract settlements started with that much less (so it ends at the balance the world
 * gave it, where its history allows), and the ledger is put in time order.
 */
export function finishMoneySeed(world: World) {
  const paid = new Map<number, number>();
  for (const entry of world.money.ledger)
    if (entry.kind === 'contractSettlement')
      paid.set(entry.memberId, (paid.get(entry.memberId) ?? 0) + entry.amountMinor);
  for (const [memberId, amountMinor] of paid) {
    try {
      rebaseOpening(world, memberId, -amountMinor);
    } catch (error) {
      if (!(error instanceof InsufficientFunds)) throw error; // keeps the higher balance
    }
  }
  sortLedgerByTime(world);
}

/** `demoOrdersInFlight`: a paid withdrawal awaiting confirmation, and a deposit under review. */
function putDemoOrdersInFlight(world: World, now: number) {
  const demo = world.members.find((m) => m.account === 'demo01');
  if (!demo) return;
  const review = world.money.settings.reviewSeconds * 1000;
  placeWithdrawal(
    world,
    demo.id,
    'wd-bkash',
    toMinor(1_500),
    { bankAccountId: demo.bankAccounts[0]?.id ?? null },
    now - review - 60_000,
  );
  settleDue(world, now - 60_000);
  placeDeposit(world, demo.id, 'dep-bkash', toMinor(2_000), now);
}
