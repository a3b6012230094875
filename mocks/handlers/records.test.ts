// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  betRecordsCall,
  bonusDetailsCall,
  loginCall,
  profitLossCall,
  RECORDS_PAGE_SIZE,
  transactionRecordsCall,
  type CallDef,
  type RecordsRequest,
} from '../../src/api/contracts';
import { demoRoundCall } from '../../src/api/contracts/launch-details';
import { placeDeposit } from '../world/back-office';
import { ledgerProblems, toMinor, totalMinor } from '../world/ledger';
import { testNow, testWorlds, type ApiClient } from '../test-world';
import { recordsRefusalText } from './records';

const world = testWorlds();
const DAY = 86_400_000;

async function loggedIn(account = 'demo01') {
  const w = world();
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: account,
    password: 'Demo@1234',
  });
  w.useToken(token);
  const member = w.store.world.members.find((m) => m.account === account)!;
  return { ...w, member };
}

/** From a day before the seeded month to a day after the real clock (rounds played now count too). */
const everything = () => ({
  from: new Date(testNow - 40 * DAY).toISOString(),
  to: new Date(Math.max(Date.now(), testNow) + DAY).toISOString(),
});
const lastDays = (days: number) => ({
  from: new Date(testNow - days * DAY).toISOString(),
  to: new Date(testNow + DAY).toISOString(),
});

const query = (range: { from: string; to: string }, extra: Partial<RecordsRequest> = {}): RecordsRequest => ({
  ...range,
  page: 1,
  pageSize: RECORDS_PAGE_SIZE,
  filter: '',
  ...extra,
});

/** Every page of a records call for one query, in order. */
async function allPages<V extends { list: unknown[]; total: number }>(
  api: ApiClient,
  call: CallDef<RecordsRequest, V>,
  request: RecordsRequest,
): Promise<{ rows: Array<V['list'][number]>; pages: V[] }> {
  const first = await api.request(call, request);
  const count = Math.ceil(first.total / request.pageSize);
  const pages = [first];
  for (let page = 2; page <= count; page++) pages.push(await api.request(call, { ...request, page }));
  return { rows: pages.flatMap((p) => p.list), pages };
}

const cents = (amounts: number[]) => amounts.reduce((sum, a) => sum + toMinor(a), 0);

describe('records need a session', () => {
  it.each([betRecordsCall, transactionRecordsCall, profitLossCall, bonusDetailsCall] as Array<
    CallDef<RecordsRequest, unknown>
  >)('$name answers 401 without a token', async (call) => {
    const { api, refused } = world();
    await expect(refused(api.request(call, query(everything())))).resolves.toMatchObject({ status: 401 });
  });

  it('refuses a range that ends before it starts, in the language asked for', async () => {
    const { api, refused } = await loggedIn();
    const range = everything();
    await expect(
      refused(api.request(betRecordsCall, query({ from: range.to, to: range.from }))),
    ).resolves.toMatchObject({ message: recordsRefusalText.badQuery.en });
  });
});

describe('betting record', () => {
  it("pages through the member's rounds newest first, totals over every page", async () => {
    const { api, store, member } = await loggedIn();
    const request = query(everything());
    const { rows, pages } = await allPages(api, betRecordsCall, request);
    const rounds = store.world.money.rounds.filter((r) => r.memberId === member.id);
    expect(rounds.length).toBeGreaterThan(RECORDS_PAGE_SIZE * 2);
    expect(pages[0]!.total).toBe(rounds.length);
    expect(pages.every((p, i) => p.page === i + 1)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.list.length === RECORDS_PAGE_SIZE)).toBe(true);
    // Every round once, newest first.
    expect(new Set(rows.map((r) => r.id)).size).toBe(rounds.length);
    const times = rows.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Page 2 is other rows than page 1.
    expect(pages[1]!.list.map((r) => r.id)).not.toContain(pages[0]!.list[0]!.id);
    // Win/loss is payout − stake, and the totals row is the sum over all pages (the same on each page).
    for (const row of rows) expect(toMinor(row.winLoss)).toBe(toMinor(row.payout) - toMinor(row.stake));
    for (const page of pages) {
      expect(toMinor(page.totals.stake)).toBe(cents(rows.map((r) => r.stake)));
      expect(toMinor(page.totals.payout)).toBe(cents(rows.map((r) => r.payout)));
      expect(toMinor(page.totals.winLoss)).toBe(cents(rows.map((r) => r.winLoss)));
    }
  });

  it('filters by date range', async () => {
    const { api } = await loggedIn();
    const week = await allPages(api, betRecordsCall, query(lastDays(7)));
    const month = await allPages(api, betRecordsCall, query(lastDays(30)));
    expect(week.pages[0]!.total).toBeGreaterThan(0);
    expect(week.pages[0]!.total).toBeLessThan(month.pages[0]!.total);
    const from = testNow - 7 * DAY;
    expect(week.rows.every((r) => Date.parse(r.at) >= from)).toBe(true);
    expect(month.rows.map((r) => r.id)).toEqual(expect.arrayContaining(week.rows.map((r) => r.id)));
    // The range is half-open: a round exactly at `to` belongs to the next range.
    const newest = week.rows[0]!;
    const until = await api.request(betRecordsCall, query({ from: lastDays(7).from, to: newest.at }));
    expect(until.list.map((r) => r.id)).not.toContain(newest.id);
    const fromNewest = await api.request(betRecordsCall, query({ from: newest.at, to: lastDays(7).to }));
    expect(fromNewest.list.map((r) => r.id)).toContain(newest.id);
  });

  it('filters by game type, and the game types together make the whole', async () => {
    const { api } = await loggedIn();
    const range = everything();
    const all = await api.request(betRecordsCall, query(range));
    const types = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'];
    let count = 0;
    let winLoss = 0;
    for (const gameType of types) {
      const { rows, pages } = await allPages(api, betRecordsCall, query(range, { filter: gameType }));
      expect(rows.every((r) => r.gameType === gameType)).toBe(true);
      count += pages[0]!.total;
      winLoss += toMinor(pages[0]!.totals.winLoss);
    }
    expect(count).toBe(all.total);
    expect(winLoss).toBe(toMinor(all.totals.winLoss));
  });

  it('answers an empty period with no rows and zero totals', async () => {
    const { api } = await loggedIn();
    const empty = await api.request(
      betRecordsCall,
      query({ from: '2020-01-01T00:00:00.000Z', to: '2020-01-02T00:00:00.000Z' }),
    );
    expect(empty).toEqual({ list: [], total: 0, page: 1, totals: { stake: 0, payout: 0, winLoss: 0 } });
  });

  it('shows a round played through the demo game, and the ledger stays sound', async () => {
    const { api, store } = await loggedIn();
    const before = await api.request(betRecordsCall, query(everything()));
    const round = await api.request(demoRoundCall, {
      stake: 25,
      pick: 'high',
      mode: 'play',
      game: 'Lotus Riches',
      vendor: 'PG',
      gameType: 'RNG',
    });
    const after = await api.request(betRecordsCall, query(everything()));
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({
      gameType: 'RNG',
      vendor: 'PG',
      gameName: 'Lotus Riches',
      stake: 25,
      payout: round.payout,
    });
    expect(toMinor(after.totals.winLoss) - toMinor(before.totals.winLoss)).toBe(toMinor(round.payout - 25));
    expect(ledgerProblems(store.world)).toEqual([]);
  });
});

describe('profit and loss', () => {
  it("equals the betting record's win/loss for the same period, per game type and in total", async () => {
    const { api } = await loggedIn();
    for (const range of [everything(), lastDays(7), lastDays(30)]) {
      const pl = await allPages(api, profitLossCall, query(range));
      const bets = await allPages(api, betRecordsCall, query(range));
      const total = pl.pages[0]!.totals;
      expect(toMinor(total.profit)).toBe(cents(bets.rows.map((r) => r.winLoss)));
      expect(toMinor(total.stake)).toBe(cents(bets.rows.map((r) => r.stake)));
      expect(total.bets).toBe(bets.rows.length);
      expect(toMinor(total.profit)).toBe(cents(pl.rows.map((r) => r.profit)));
      for (const row of pl.rows) {
        const ofType = bets.rows.filter((r) => r.gameType === row.gameType);
        expect(row.bets).toBe(ofType.length);
        expect(toMinor(row.profit)).toBe(cents(ofType.map((r) => r.winLoss)));
        expect(toMinor(row.profit)).toBe(toMinor(row.payout) - toMinor(row.stake));
      }
    }
  });

  it("filters by game type and sums the period's deposits, withdrawals and bonuses from the ledger", async () => {
    const { api, store, member } = await loggedIn();
    const range = everything();
    const pl = await api.request(profitLossCall, query(range, { filter: 'LIVE' }));
    expect(pl.list.map((r) => r.gameType)).toEqual(pl.total ? ['LIVE'] : []);
    const entries = store.world.money.ledger.filter((e) => e.memberId === member.id);
    const ofKind = (...kinds: string[]) =>
      entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.amountMinor, 0);
    expect(toMinor(pl.summary.deposits)).toBe(ofKind('deposit'));
    expect(toMinor(pl.summary.withdrawals)).toBe(-ofKind('withdrawal', 'withdrawalRefund'));
    expect(toMinor(pl.summary.bonuses)).toBe(ofKind('bonus'));
    expect(pl.summary.deposits).toBeGreaterThan(0);
    expect(pl.summary.withdrawals).toBeGreaterThan(0);
    expect(pl.summary.bonuses).toBeGreaterThan(0);
  });
});

describe('account record', () => {
  it('adds up to the balance change over the period', async () => {
    const { api, store, member } = await loggedIn();
    // The whole history: the entries moved the member from the opening balance to what they hold now.
    const { rows, pages } = await allPages(api, transactionRecordsCall, query(everything()));
    const opening = store.world.money.ledger
      .filter((e) => e.memberId === member.id && e.kind === 'opening')
      .reduce((sum, e) => sum + e.amountMinor, 0);
    const moved = rows.filter((r) => r.moved);
    expect(cents(moved.map((r) => r.amount))).toBe(totalMinor(member) - opening);
    expect(toMinor(pages[0]!.totals.net)).toBe(totalMinor(member) - opening);
    expect(toMinor(pages[0]!.totals.credit) + toMinor(pages[0]!.totals.debit)).toBe(
      toMinor(pages[0]!.totals.net),
    );
    expect(rows.some((r) => r.type === ('opening' as string))).toBe(false);

    // A week: the main wallet's entries take it from the balance before the first to the last one's.
    const week = await allPages(api, transactionRecordsCall, query(lastDays(7)));
    const main = week.rows.filter((r) => r.moved && r.wallet === 'main');
    expect(main.length).toBeGreaterThan(3);
    const newest = main[0]!;
    const oldest = main.at(-1)!;
    const balanceBefore = toMinor(oldest.balanceAfter!) - toMinor(oldest.amount);
    expect(cents(main.map((r) => r.amount))).toBe(toMinor(newest.balanceAfter!) - balanceBefore);
    // Each main-wallet row's balance follows from the one before it.
    for (let i = 0; i < main.length - 1; i++) {
      expect(toMinor(main[i]!.balanceAfter!)).toBe(
        toMinor(main[i + 1]!.balanceAfter!) + toMinor(main[i]!.amount),
      );
    }
    // A vendor wallet leg has no main balance after it.
    expect(week.rows.filter((r) => r.wallet !== 'main').every((r) => r.balanceAfter === null)).toBe(true);
  });

  it('filters by transaction type, totals over every page', async () => {
    const { api } = await loggedIn();
    const range = everything();
    const all = await allPages(api, transactionRecordsCall, query(range));
    for (const type of [
      'bet',
      'payout',
      'deposit',
      'withdrawal',
      'withdrawalRefund',
      'bonus',
      'walletTransfer',
    ]) {
      const { rows, pages } = await allPages(api, transactionRecordsCall, query(range, { filter: type }));
      expect(rows.length, type).toBeGreaterThan(0);
      expect(rows.every((r) => r.type === type)).toBe(true);
      expect(rows.length).toBe(all.rows.filter((r) => r.type === type).length);
      expect(toMinor(pages[0]!.totals.net)).toBe(cents(rows.filter((r) => r.moved).map((r) => r.amount)));
    }
    // Bets are money out, payouts money in.
    const bets = await api.request(transactionRecordsCall, query(range, { filter: 'bet' }));
    expect(bets.totals.credit).toBe(0);
    expect(bets.totals.debit).toBeLessThan(0);
  });

  it('lists deposit orders that moved nothing with their status, outside the totals', async () => {
    const { api, store, member } = await loggedIn();
    const before = await api.request(transactionRecordsCall, query(everything(), { filter: 'deposit' }));
    const now = Date.now();
    let processing = '';
    let approved = '';
    store.update((w) => {
      // One still under review, one already due (the next request settles it).
      processing = placeDeposit(w, member.id, 'dep-bkash', toMinor(1_000), now).id;
      approved = placeDeposit(w, member.id, 'dep-bkash', toMinor(2_000), now - 60_000).id;
    });
    const after = await api.request(transactionRecordsCall, query(everything(), { filter: 'deposit' }));
    expect(after.total).toBe(before.total + 2);
    expect(after.list.find((r) => r.reference === processing)).toMatchObject({
      status: 'processing',
      moved: false,
      amount: 1_000,
      balanceAfter: null,
    });
    expect(after.list.find((r) => r.reference === approved)).toMatchObject({
      status: 'approved',
      moved: true,
      amount: 2_000,
      balanceAfter: toMinor(member.balance) / 100,
    });
    // Only the approved one moved money.
    expect(toMinor(after.totals.net) - toMinor(before.totals.net)).toBe(toMinor(2_000));
    // The seeded rejected deposit shows as rejected, never credited.
    expect(after.list.concat(before.list).some((r) => r.status === 'rejected' && !r.moved)).toBe(true);
    expect(ledgerProblems(store.world)).toEqual([]);
  });

  it('gives a withdrawal its order status and a rejected one its refund', async () => {
    const { api } = await loggedIn();
    const { rows } = await allPages(api, transactionRecordsCall, query(everything()));
    const withdrawals = rows.filter((r) => r.type === 'withdrawal');
    expect(withdrawals.every((r) => r.amount < 0 && r.moved)).toBe(true);
    const rejected = withdrawals.find((r) => r.status === 'rejected')!;
    expect(
      rows.find((r) => r.type === 'withdrawalRefund' && r.reference === rejected.reference),
    ).toMatchObject({
      amount: -rejected.amount,
      status: 'rejected',
    });
    expect(rows.filter((r) => r.type === 'bet').every((r) => r.status === null)).toBe(true);
  });
});

describe('bonus details', () => {
  it("lists the member's bonuses with their titles as sent, filters by title, totals the period", async () => {
    const { api, store, member } = await loggedIn();
    const bonuses = store.world.money.bonuses.filter((b) => b.memberId === member.id);
    expect(bonuses.length).toBeGreaterThan(0);
    const all = await api.request(bonusDetailsCall, query(everything()));
    expect(all.total).toBe(bonuses.length);
    expect(all.list[0]).toMatchObject({ title: bonuses[0]!.title, amount: bonuses[0]!.amountMinor / 100 });
    expect(all.titles).toEqual([...new Set(bonuses.map((b) => b.title))].sort());
    expect(toMinor(all.totals.amount)).toBe(bonuses.reduce((s, b) => s + b.amountMinor, 0));
    expect(toMinor(all.totals.turnover)).toBe(bonuses.reduce((s, b) => s + b.turnoverMinor, 0));
    const other = await api.request(bonusDetailsCall, query(everything(), { filter: 'No such promotion' }));
    expect(other).toMatchObject({
      list: [],
      total: 0,
      totals: { amount: 0, turnover: 0 },
      titles: all.titles,
    });
    const none = await api.request(
      bonusDetailsCall,
      query({ from: '2020-01-01T00:00:00.000Z', to: '2020-01-02T00:00:00.000Z' }),
    );
    expect(none.total).toBe(0);
  });
});
