// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AGENT_REPORTS_PAGE_SIZE,
  errorCodes,
  loginCall,
  revenueReportCall,
  teamBettingCall,
  teamTransactionsCall,
  userProfitLossCall,
  type AgentReportRequest,
  type CallDef,
  type ContractKind,
} from '../../src/api/contracts';
import { testNow, testWorlds, type ApiClient, type TestWorld } from '../test-world';
import type { MockSettlement } from '../world/agency-types';
import { ledgerProblems, post, recordRound, toMinor, transferBetweenMembers } from '../world/ledger';
import type { LedgerEntry, LedgerKind } from '../world/money-types';
import { teamOf } from '../world/team-tree';
import type { World } from '../world/types';
import { agentReportsRefusalText } from './agent-reports';

const world = testWorlds();
const DAY = 86_400_000;

async function loggedIn(account: string) {
  const w = world();
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: account,
    password: 'Demo@1234',
  });
  w.useToken(token);
  const agent = w.store.world.members.find((m) => m.account === account)!;
  return { ...w, agent };
}

type Range = { from: string; to: string };
/** The last 30 days (the "last 30 days" preset), and a narrower custom range inside it. */
const last30: Range = {
  from: new Date(testNow - 30 * DAY).toISOString(),
  to: new Date(testNow + DAY).toISOString(),
};
const narrow: Range = {
  from: new Date(testNow - 12 * DAY).toISOString(),
  to: new Date(testNow - 4 * DAY).toISOString(),
};
const ranges = { last30, narrow } as const;

const query = (range: Range, extra: Partial<AgentReportRequest> = {}): AgentReportRequest => ({
  ...range,
  page: 1,
  pageSize: AGENT_REPORTS_PAGE_SIZE,
  level: 0,
  account: '',
  match: 'exact',
  filter: '',
  ...extra,
});

/** Every page of a report for one query, in order. */
async function allPages<V extends { list: unknown[]; total: number; page: number }>(
  api: ApiClient,
  call: CallDef<AgentReportRequest, V>,
  request: AgentReportRequest,
): Promise<{ rows: Array<V['list'][number]>; pages: V[] }> {
  const first = await api.request(call, request);
  const count = Math.max(1, Math.ceil(first.total / request.pageSize));
  const pages = [first];
  for (let page = 2; page <= count; page++) pages.push(await api.request(call, { ...request, page }));
  return { rows: pages.flatMap((p) => p.list), pages };
}

/** Paging never loses or repeats a row: every page full but the last, each row once, all of them. */
function expectWholePages<
  V extends { list: Array<{ id?: string; account?: string }>; total: number; page: number },
>(pages: V[], key: (row: V['list'][number]) => string) {
  const rows = pages.flatMap((p) => p.list);
  expect(rows.length).toBe(pages[0]!.total);
  expect(new Set(rows.map(key)).size).toBe(rows.length);
  expect(pages.every((p, i) => p.page === i + 1)).toBe(true);
  expect(pages.slice(0, -1).every((p) => p.list.length === AGENT_REPORTS_PAGE_SIZE)).toBe(true);
}

const cents = (amounts: number[]) => amounts.reduce((sum, a) => sum + toMinor(a), 0);

/** The team's ids and levels, from the tree itself. */
const teamIds = (state: World, agentId: number) => new Set(teamOf(state, agentId).map((t) => t.member.id));

/** The ledger in a range, for some members. */
function ledgerIn(state: World, ids: Set<number>, range: Range): LedgerEntry[] {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return state.money.ledger.filter((e) => {
    const at = Date.parse(e.at);
    return ids.has(e.memberId) && at >= from && at < to;
  });
}
const sumOf = (entries: LedgerEntry[], ...kinds: LedgerKind[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.amountMinor, 0);

/** A settlement paid to `downlineId` (a record plus its ledger entry), as the contracts area pays them. */
function paySettlement(
  state: World,
  settlement: { kind: ContractKind; uplineId: number; downlineId: number; amountMinor: number; at: string },
): MockSettlement {
  const id = `RS${String(++state.agency.counters.settlement).padStart(6, '0')}`;
  const record: MockSettlement = {
    id,
    contractId: `TC-${id}`,
    ...settlement,
    from: new Date(Date.parse(settlement.at) - DAY).toISOString(),
    to: settlement.at,
    baseMinor: settlement.amountMinor * 50,
  };
  state.agency.settlements.push(record);
  post(state, [
    {
      memberId: settlement.downlineId,
      kind: 'contractSettlement',
      amountMinor: settlement.amountMinor,
      reference: id,
      at: settlement.at,
    },
  ]);
  return record;
}

const memberOf = (w: TestWorld, account: string) => w.store.world.members.find((m) => m.account === account)!;

describe('agent reports need an agent', () => {
  const calls = [teamBettingCall, userProfitLossCall, revenueReportCall, teamTransactionsCall] as Array<
    CallDef<AgentReportRequest, unknown>
  >;

  it.each(calls)('$name answers 401 without a session', async (call) => {
    const { api, refused } = world();
    await expect(refused(api.request(call, query(last30)))).resolves.toMatchObject({ status: 401 });
  });

  it.each(calls)("$name refuses a member who is not an agent, in the member's language", async (call) => {
    const { api, refused } = await loggedIn('demo01');
    await expect(refused(api.request(call, query(last30)))).resolves.toMatchObject({
      status: 200,
      code: errorCodes.notAgent,
      message: agentReportsRefusalText.notAgent.en,
    });
  });

  it('refuses a range that ends before it starts', async () => {
    const { api, refused } = await loggedIn('agent01');
    await expect(
      refused(api.request(teamBettingCall, query({ from: last30.to, to: last30.from }))),
    ).resolves.toMatchObject({ message: agentReportsRefusalText.badQuery.en });
  });
});

describe.each(['agent01', 'subagent01'])('reports of %s agree with the mock ledger', (account) => {
  it.each(Object.entries(ranges))(
    'team betting (%s): stakes and payouts are the team ledger’s bets and payouts, every round once',
    async (_, range) => {
      const { api, store, agent } = await loggedIn(account);
      const ids = teamIds(store.world, agent.id);
      const { rows, pages } = await allPages(api, teamBettingCall, query(range));
      expect(rows.length).toBeGreaterThan(AGENT_REPORTS_PAGE_SIZE);
      expectWholePages(pages, (r) => r.id);
      const entries = ledgerIn(store.world, ids, range);
      for (const page of pages) {
        expect(toMinor(page.totals.stake)).toBe(-sumOf(entries, 'bet'));
        expect(toMinor(page.totals.payout)).toBe(sumOf(entries, 'payout'));
        expect(toMinor(page.totals.winLoss)).toBe(sumOf(entries, 'bet', 'payout'));
      }
      expect(cents(rows.map((r) => r.stake))).toBe(-sumOf(entries, 'bet'));
      expect(rows.length).toBe(entries.filter((e) => e.kind === 'bet').length);
      // Newest first, all of the team, each with its level in the tree.
      const times = rows.map((r) => Date.parse(r.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const levels = new Map(teamOf(store.world, agent.id).map((t) => [t.member.account, t.level]));
      for (const row of rows) expect(row.level).toBe(levels.get(row.account));
      expect(pages[0]!.levels).toBe(Math.max(...levels.values()));
    },
  );

  it.each(Object.entries(ranges))(
    'user profit and loss (%s): each row and the totals are ledger sums per member and kind',
    async (_, range) => {
      const { api, store, agent } = await loggedIn(account);
      const team = teamOf(store.world, agent.id);
      const { rows, pages } = await allPages(api, userProfitLossCall, query(range));
      expect(rows.length).toBeGreaterThan(0);
      expectWholePages(pages, (r) => r.account);
      const approved = new Set(
        store.world.money.orders.filter((o) => o.status === 'approved').map((o) => o.id),
      );
      // The rows the ledger says there are: members with any figure, by level then account.
      const expected = team
        .map(({ member, level }) => {
          const entries = ledgerIn(store.world, new Set([member.id]), range);
          const withdrawn =
            0 -
            entries
              .filter(
                (e) =>
                  (e.kind === 'withdrawal' || e.kind === 'withdrawalRefund') && approved.has(e.reference),
              )
              .reduce((sum, e) => sum + e.amountMinor, 0);
          const figures = {
            bets: entries.filter((e) => e.kind === 'bet').length,
            stake: -sumOf(entries, 'bet'),
            payout: sumOf(entries, 'payout'),
            winLoss: sumOf(entries, 'bet', 'payout'),
            deposits: sumOf(entries, 'deposit'),
            withdrawals: withdrawn,
            bonuses: sumOf(entries, 'bonus', 'rebate'),
            settlements: sumOf(entries, 'contractSettlement'),
          };
          return { account: member.account, level, ...figures };
        })
        .filter((row) =>
          Object.entries(row).some(([key, n]) => key !== 'level' && typeof n === 'number' && n !== 0),
        )
        .sort((a, b) => a.level - b.level || a.account.localeCompare(b.account));
      expect(
        rows.map((row) => ({
          account: row.account,
          level: row.level,
          bets: row.bets,
          stake: toMinor(row.stake),
          payout: toMinor(row.payout),
          winLoss: toMinor(row.winLoss),
          deposits: toMinor(row.deposits),
          withdrawals: toMinor(row.withdrawals),
          bonuses: toMinor(row.bonuses),
          settlements: toMinor(row.settlements),
        })),
      ).toEqual(expected);
      const ids = teamIds(store.world, agent.id);
      const entries = ledgerIn(store.world, ids, range);
      const totals = pages.at(-1)!.totals;
      expect(toMinor(totals.stake)).toBe(-sumOf(entries, 'bet'));
      expect(toMinor(totals.payout)).toBe(sumOf(entries, 'payout'));
      expect(toMinor(totals.deposits)).toBe(sumOf(entries, 'deposit'));
      expect(toMinor(totals.bonuses)).toBe(sumOf(entries, 'bonus', 'rebate'));
      expect(toMinor(totals.withdrawals)).toBe(cents(rows.map((r) => r.withdrawals)));
      expect(totals.bets).toBe(rows.reduce((n, r) => n + r.bets, 0));
      // Win/loss agrees with team betting over the same period.
      const bets = await api.request(teamBettingCall, query(range));
      expect(toMinor(totals.winLoss)).toBe(toMinor(bets.totals.winLoss));
    },
  );

  it.each(Object.entries(ranges))(
    'account details (%s): totals are the team ledger’s money in and out, every entry once',
    async (_, range) => {
      const { api, store, agent } = await loggedIn(account);
      const { rows, pages } = await allPages(api, teamTransactionsCall, query(range));
      // The ledger as the report read it (the call first settles contract periods that ended).
      const entries = ledgerIn(store.world, teamIds(store.world, agent.id), range).filter(
        (e) => e.kind !== 'opening',
      );
      expectWholePages(pages, (r) => r.id);
      expect(rows.map((r) => r.id).sort()).toEqual(entries.map((e) => e.id).sort());
      const credit = entries.filter((e) => e.amountMinor > 0).reduce((s, e) => s + e.amountMinor, 0);
      const debit = entries.filter((e) => e.amountMinor < 0).reduce((s, e) => s + e.amountMinor, 0);
      expect(pages[0]!.totals).toEqual({
        credit: credit / 100,
        debit: debit / 100,
        net: (credit + debit) / 100,
      });
      const byId = new Map(entries.map((e) => [e.id, e]));
      for (const row of rows) {
        const entry = byId.get(row.id)!;
        expect(toMinor(row.amount)).toBe(entry.amountMinor);
        expect(row.type).toBe(entry.kind);
        expect(row.balanceAfter).toBe(entry.wallet === 'main' ? entry.balanceAfterMinor / 100 : null);
      }
      // The type filter splits the whole: the types together are every row.
      const kinds = [...new Set(entries.map((e) => e.kind))];
      let count = 0;
      for (const kind of kinds) {
        const { rows: ofKind, pages: kindPages } = await allPages(
          api,
          teamTransactionsCall,
          query(range, { filter: kind }),
        );
        expect(ofKind.every((r) => r.type === kind)).toBe(true);
        expect(toMinor(kindPages[0]!.totals.net)).toBe(sumOf(entries, kind));
        count += ofKind.length;
      }
      expect(count).toBe(entries.length);
    },
  );

  it.each(Object.entries(ranges))(
    "my income (%s): the total is the agent's contractSettlement ledger entries, per kind too",
    async (_, range) => {
      const { api, store, agent } = await loggedIn(account);
      const upline = store.world.members.find((m) => m.id === agent.parentId);
      const at = (daysAgo: number) => new Date(testNow - daysAgo * DAY).toISOString();
      // Settlements of our own (the contracts area seeds its own): three inside the narrow range,
      // two only in the last 30 days, one outside both, and one paid to someone else.
      const uplineId = upline?.id ?? agent.id;
      store.update((state) => {
        paySettlement(state, {
          kind: 'dividend',
          uplineId,
          downlineId: agent.id,
          amountMinor: 12_345,
          at: at(5),
        });
        paySettlement(state, {
          kind: 'dailySalary',
          uplineId,
          downlineId: agent.id,
          amountMinor: 2_000,
          at: at(6),
        });
        paySettlement(state, {
          kind: 'dailySalary',
          uplineId,
          downlineId: agent.id,
          amountMinor: 2_001,
          at: at(7),
        });
        paySettlement(state, {
          kind: 'hourlySalary',
          uplineId,
          downlineId: agent.id,
          amountMinor: 99,
          at: at(1),
        });
        paySettlement(state, {
          kind: 'realtimeSalary',
          uplineId,
          downlineId: agent.id,
          amountMinor: 50,
          at: at(2),
        });
        paySettlement(state, {
          kind: 'dividend',
          uplineId,
          downlineId: agent.id,
          amountMinor: 7_777,
          at: at(45),
        });
        const other = state.members.find((m) => m.account === 'demo01')!;
        paySettlement(state, {
          kind: 'dividend',
          uplineId,
          downlineId: other.id,
          amountMinor: 5_555,
          at: at(5),
        });
      });
      expect(ledgerProblems(store.world)).toEqual([]);
      const { rows, pages } = await allPages(api, revenueReportCall, query(range));
      const entries = ledgerIn(store.world, new Set([agent.id]), range).filter(
        (e) => e.kind === 'contractSettlement',
      );
      expectWholePages(pages, (r) => r.id);
      expect(rows.map((r) => r.id).sort()).toEqual(entries.map((e) => e.reference).sort());
      // Each row is its settlement: the contract's rate (none for ours, whose contract is made up).
      const contracts = new Map(store.world.agency.contracts.map((c) => [c.id, c]));
      const settlements = new Map(store.world.agency.settlements.map((s) => [s.id, s]));
      for (const row of rows) {
        const settlement = settlements.get(row.id)!;
        expect(row.ratePercent).toBe(contracts.get(settlement.contractId)?.ratePercent ?? null);
        expect(toMinor(row.base)).toBe(settlement.baseMinor);
        expect(row.kind).toBe(settlement.kind);
      }
      expect(toMinor(pages[0]!.totals.amount)).toBe(sumOf(entries, 'contractSettlement'));
      expect(toMinor(pages[0]!.totals.amount)).toBe(cents(rows.map((r) => r.amount)));
      for (const { kind, count, amount } of pages[0]!.totals.byKind) {
        const ofKind = rows.filter((r) => r.kind === kind);
        expect(count).toBe(ofKind.length);
        expect(toMinor(amount)).toBe(cents(ofKind.map((r) => r.amount)));
      }
      expect(pages[0]!.totals.byKind.map((k) => k.kind)).toEqual([
        'dividend',
        'dailySalary',
        'hourlySalary',
        'realtimeSalary',
      ]);
      expect(rows.every((r) => r.upline === (upline?.account ?? account))).toBe(true);
      // The kind filter narrows to that kind.
      const daily = await api.request(revenueReportCall, query(range, { filter: 'dailySalary' }));
      expect(daily.list.every((r) => r.kind === 'dailySalary')).toBe(true);
      expect(toMinor(daily.totals.amount)).toBe(
        sumOf(
          entries.filter(
            (e) => store.world.agency.settlements.find((s) => s.id === e.reference)?.kind === 'dailySalary',
          ),
          'contractSettlement',
        ),
      );
    },
  );
});

describe('filters', () => {
  it('the levels split the team: each level only its members, all levels together the whole', async () => {
    const { api, store, agent } = await loggedIn('agent01');
    const team = teamOf(store.world, agent.id);
    const all = await api.request(teamBettingCall, query(last30));
    expect(all.levels).toBeGreaterThanOrEqual(3);
    let stake = 0;
    let total = 0;
    for (let level = 1; level <= all.levels; level++) {
      const { rows, pages } = await allPages(api, teamBettingCall, query(last30, { level }));
      const accounts = new Set(team.filter((t) => t.level === level).map((t) => t.member.account));
      expect(rows.every((r) => r.level === level && accounts.has(r.account))).toBe(true);
      stake += toMinor(pages[0]!.totals.stake);
      total += pages[0]!.total;
    }
    expect(total).toBe(all.total);
    expect(stake).toBe(toMinor(all.totals.stake));
    const direct = await allPages(api, userProfitLossCall, query(last30, { level: 1 }));
    expect(direct.rows.length).toBeGreaterThan(0);
    expect(direct.rows.every((r) => r.level === 1)).toBe(true);
  });

  it('the member filter narrows to that member (exact) or to accounts containing the text', async () => {
    const { api, store } = await loggedIn('agent01');
    const sub = memberOf({ store } as TestWorld, 'subagent01');
    const exact = await allPages(api, teamTransactionsCall, query(last30, { account: 'SubAgent01' }));
    expect(exact.rows.length).toBeGreaterThan(0);
    expect(exact.rows.every((r) => r.account === 'subagent01')).toBe(true);
    const entries = ledgerIn(store.world, new Set([sub.id]), last30).filter((e) => e.kind !== 'opening');
    expect(toMinor(exact.pages[0]!.totals.net)).toBe(sumOf(entries, ...new Set(entries.map((e) => e.kind))));
    const contains = await allPages(
      api,
      userProfitLossCall,
      query(last30, { account: 'subagent', match: 'contains' }),
    );
    expect(contains.rows.map((r) => r.account).sort()).toEqual(
      expect.arrayContaining(['subagent01', 'subagent02']),
    );
    expect(contains.rows.every((r) => r.account.includes('subagent'))).toBe(true);
    // Exact does not match a part of an account.
    const part = await api.request(teamBettingCall, query(last30, { account: 'subagent' }));
    expect(part.total).toBe(0);
  });

  it('an account outside the team finds nothing, not its data', async () => {
    const { api } = await loggedIn('subagent01');
    for (const account of ['agent01', 'demo01', 'subagent01']) {
      const bets = await api.request(teamBettingCall, query(last30, { account }));
      expect(bets).toMatchObject({ list: [], total: 0, totals: { stake: 0, payout: 0, winLoss: 0 } });
      const details = await api.request(teamTransactionsCall, query(last30, { account, match: 'contains' }));
      expect(details).toMatchObject({ list: [], total: 0, totals: { credit: 0, debit: 0, net: 0 } });
      const pl = await api.request(userProfitLossCall, query(last30, { account }));
      expect(pl.total).toBe(0);
    }
  });

  it('a page beyond the last answers the last page', async () => {
    const { api } = await loggedIn('agent01');
    const first = await api.request(teamBettingCall, query(narrow));
    const last = Math.ceil(first.total / AGENT_REPORTS_PAGE_SIZE);
    const beyond = await api.request(teamBettingCall, query(narrow, { page: last + 5 }));
    expect(beyond.page).toBe(last);
    expect(beyond.totals).toEqual(first.totals);
  });
});

describe('after new activity the reports move by exactly that', () => {
  it('a round and a transfer to a downline', async () => {
    const { api, store, agent } = await loggedIn('agent01');
    const sub = memberOf({ store } as TestWorld, 'subagent02');
    const at = new Date(testNow - 5 * DAY).toISOString();
    const before = {
      bets: await api.request(teamBettingCall, query(narrow)),
      pl: await allPages(api, userProfitLossCall, query(narrow, { account: 'subagent02' })),
      details: await api.request(teamTransactionsCall, query(narrow)),
      sub: await api.request(teamTransactionsCall, query(narrow, { account: 'subagent01' })),
    };
    const subagent01 = memberOf({ store } as TestWorld, 'subagent01');
    store.update((state) => {
      recordRound(
        state,
        { memberId: sub.id, gameType: 'LIVE', vendor: 'EVO', gameName: 'Report test' },
        12_300,
        20_050,
        at,
      );
      transferBetweenMembers(state, agent.id, subagent01.id, 4_321, at, 'downlineTransfer');
    });
    expect(ledgerProblems(store.world)).toEqual([]);
    const after = {
      bets: await api.request(teamBettingCall, query(narrow)),
      pl: await allPages(api, userProfitLossCall, query(narrow, { account: 'subagent02' })),
      details: await api.request(teamTransactionsCall, query(narrow)),
      sub: await api.request(teamTransactionsCall, query(narrow, { account: 'subagent01' })),
    };
    expect(after.bets.total).toBe(before.bets.total + 1);
    expect(toMinor(after.bets.totals.stake) - toMinor(before.bets.totals.stake)).toBe(12_300);
    expect(toMinor(after.bets.totals.payout) - toMinor(before.bets.totals.payout)).toBe(20_050);
    const [plBefore] = before.pl.rows;
    const [plAfter] = after.pl.rows;
    expect(plAfter!.bets - (plBefore?.bets ?? 0)).toBe(1);
    expect(toMinor(plAfter!.winLoss) - toMinor(plBefore?.winLoss ?? 0)).toBe(7_750);
    expect(toMinor(plAfter!.deposits)).toBe(toMinor(plBefore?.deposits ?? 0));
    // Account details: the bet, the payout and the downline's side of the transfer (the agent's own
    // side is not of its team).
    expect(after.details.total).toBe(before.details.total + 3);
    expect(toMinor(after.details.totals.credit) - toMinor(before.details.totals.credit)).toBe(20_050 + 4_321);
    expect(toMinor(after.details.totals.debit) - toMinor(before.details.totals.debit)).toBe(-12_300);
    expect(toMinor(after.sub.totals.net) - toMinor(before.sub.totals.net)).toBe(4_321);
  });

  it("a subagent's reports do not see its upline's transfer to it", async () => {
    const { api, store } = await loggedIn('subagent01');
    const before = await api.request(teamTransactionsCall, query(last30));
    const agent01 = memberOf({ store } as TestWorld, 'agent01');
    const subagent01 = memberOf({ store } as TestWorld, 'subagent01');
    store.update((state) => {
      transferBetweenMembers(
        state,
        agent01.id,
        subagent01.id,
        1_000,
        new Date(testNow - DAY).toISOString(),
        'downlineTransfer',
      );
    });
    const after = await api.request(teamTransactionsCall, query(last30));
    expect(after.totals).toEqual(before.totals);
    expect(after.total).toBe(before.total);
  });
});
