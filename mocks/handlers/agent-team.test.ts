// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  downlineDetailCall,
  downlineListCall,
  downlineStatusCall,
  downlineTransferCall,
  loginCall,
  registerDownlineCall,
  teamOverviewCall,
  uplineTransferCall,
  type DownlineListRequest,
  type DownlineTransferRequest,
  type RegisterDownlineRequest,
} from '../../src/api/contracts';
import { testNow, testWorlds, type TestWorld, testApiClient } from '../test-world';
import { AGENT01_ID, DEMO_PAYMENT_PASSWORD, SUBAGENT01_ID } from '../world/create-world';
import { ledgerProblems } from '../world/ledger';
import { teamOf } from '../world/team-tree';
import type { World } from '../world/types';
import { agentTeamRefusals } from './agent-team';
import { walletRefusals } from './wallet';

const world = testWorlds();
const DAY = 86_400_000;

async function loggedIn(account: string, w: TestWorld = world()) {
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: account,
    password: 'Demo@1234',
  });
  w.useToken(token);
  return w;
}

const memberOf = (w: TestWorld, account: string) =>
  w.store.world.members.find((m) => m.account.toLowerCase() === account.toLowerCase())!;
const moneyOf = (state: World) => Object.fromEntries(state.members.map((m) => [m.id, m.balance]));

let keyCount = 0;
const newKey = () => `team-key-${++keyCount}`;
const transfer = (w: TestWorld, request: DownlineTransferRequest, key = newKey()) =>
  w.api.request(downlineTransferCall, request, { idempotencyKey: key });

const list = (w: TestWorld, request: Partial<DownlineListRequest> = {}) =>
  w.api.request(downlineListCall, {
    account: '',
    level: 'all',
    sort: 'joinedDesc',
    page: 1,
    pageSize: 50,
    ...request,
  });

const cents = (major: number) => Math.round(major * 100);

describe('team overview (agentTeamOverview)', () => {
  it("sums the team's orders and rounds over the period, every level, the agent left out", async () => {
    const w = await loggedIn('agent01');
    const state = w.store.world;
    const from = testNow - 30 * DAY;
    const to = testNow + DAY;
    const overview = await w.api.request(teamOverviewCall, {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
    });

    const team = teamOf(state, AGENT01_ID);
    const ids = new Set(team.map((t) => t.member.id));
    const inPeriod = (at: string | null) => at !== null && Date.parse(at) >= from && Date.parse(at) < to;
    // From the ledger: approved deposits are the deposit entries, stakes and payouts the round entries.
    const ledger = state.money.ledger.filter((e) => ids.has(e.memberId) && inPeriod(e.at));
    const total = (kind: string) =>
      ledger.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountMinor, 0);
    const paidOut = state.money.orders.filter(
      (o) =>
        o.kind === 'withdrawal' && o.status === 'approved' && ids.has(o.memberId) && inPeriod(o.settledAt),
    );
    const rounds = state.money.rounds.filter((r) => ids.has(r.memberId) && inPeriod(r.at));

    expect(overview.teamSize).toBe(team.length);
    expect(overview.teamSize).toBeGreaterThanOrEqual(9);
    expect(overview.directSize).toBe(team.filter((t) => t.level === 1).length);
    expect(cents(overview.deposits)).toBe(total('deposit'));
    expect(overview.deposits).toBeGreaterThan(0);
    expect(cents(overview.bets)).toBe(-total('bet'));
    expect(cents(overview.payouts)).toBe(total('payout'));
    expect(cents(overview.teamWinLoss)).toBe(total('payout') + total('bet'));
    expect(cents(overview.withdrawals)).toBe(paidOut.reduce((s, o) => s + o.amountMinor, 0));
    expect(overview.withdrawalCount).toBe(paidOut.length);
    expect(overview.activeMembers).toBe(new Set(rounds.map((r) => r.memberId)).size);
    expect(overview.activeMembers).toBeGreaterThan(0);
    expect(overview.balance).toBe(memberOf(w, 'agent01').balance);
    expect(overview.newMembers).toBe(team.filter((t) => inPeriod(t.member.createdAt ?? null)).length);
  });

  it('counts nothing in an empty period but the team itself', async () => {
    const w = await loggedIn('agent01');
    const at = new Date(testNow - 200 * DAY).toISOString();
    const overview = await w.api.request(teamOverviewCall, { from: at, to: at });
    expect(overview).toMatchObject({ deposits: 0, bets: 0, payouts: 0, activeMembers: 0, newMembers: 0 });
    expect(overview.teamSize).toBeGreaterThan(0);
  });

  it('refuses a non-agent with NOT_AGENT and a visitor with a 401', async () => {
    const w = await loggedIn('demo01');
    const range = { from: new Date(testNow - DAY).toISOString(), to: new Date(testNow).toISOString() };
    const refusal = await w.refused(w.api.request(teamOverviewCall, range));
    expect(refusal).toMatchObject({ code: 'NOT_AGENT', message: agentTeamRefusals.notAgent.en });
    w.useToken(null);
    expect(await w.refused(w.api.request(teamOverviewCall, range))).toMatchObject({ status: 401 });
  });
});

describe('downline management (downlineManagmentView)', () => {
  it('lists every level with levels, the direct ones first by default, and contracts offerable to subagent01', async () => {
    const w = await loggedIn('agent01');
    const all = await list(w);
    const team = teamOf(w.store.world, AGENT01_ID);
    expect(all.total).toBe(team.length);
    expect(all.levels).toBe(3);
    const sub = all.list.find((row) => row.account === 'subagent01')!;
    // subagent01 has dividend, daily and real-time salary on; agent01 all four.
    expect(sub).toMatchObject({ level: 1, agent: true, status: 'active', type: 2 });
    expect(sub.offerable).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']);
    // Deeper levels and plain members are never offered a contract.
    expect(all.list.find((row) => row.account === 'subagent02')).toMatchObject({ level: 2, offerable: [] });
    expect(all.list.filter((row) => !row.agent).every((row) => row.offerable.length === 0)).toBe(true);
    expect(cents(all.totals.balance)).toBe(team.reduce((s, t) => s + cents(t.member.balance), 0));

    const direct = await list(w, { level: 'direct' });
    expect(direct.list.every((row) => row.level === 1)).toBe(true);
    expect(direct.total).toBe(team.filter((t) => t.level === 1).length);
    const third = await list(w, { level: '3' });
    expect(third.total).toBeGreaterThan(0);
    expect(third.list.every((row) => row.level === 3)).toBe(true);
  });

  it('searches by account (contains, any case), sorts by joining and pages', async () => {
    const w = await loggedIn('agent01');
    const found = await list(w, { account: 'AGENT0' });
    expect(found.list.map((row) => row.account).sort()).toEqual(['subagent01', 'subagent02']);

    const newest = await list(w, { sort: 'joinedDesc' });
    const oldest = await list(w, { sort: 'joinedAsc' });
    expect(oldest.list.map((r) => r.account)).toEqual(newest.list.map((r) => r.account).reverse());
    const joined = newest.list.map((r) => Date.parse(r.joinedAt));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));

    const page1 = await list(w, { pageSize: 4, page: 1 });
    const page3 = await list(w, { pageSize: 4, page: 3 });
    expect(page1.list).toHaveLength(4);
    expect(page3.page).toBe(3);
    expect(page3.list.length).toBe(page1.total - 8);
    // A page beyond the last answers the last.
    expect((await list(w, { pageSize: 4, page: 99 })).page).toBe(3);
  });

  it("answers one member's figures from the world; a stranger is refused", async () => {
    const w = await loggedIn('agent01');
    const detail = await w.api.request(downlineDetailCall, { account: 'subagent01' });
    const state = w.store.world;
    const rounds = state.money.rounds.filter((r) => r.memberId === SUBAGENT01_ID);
    expect(detail).toMatchObject({ account: 'subagent01', upline: 'agent01', level: 1 });
    expect(detail.teamSize).toBe(teamOf(state, SUBAGENT01_ID).length);
    expect(cents(detail.bets)).toBe(rounds.reduce((s, r) => s + r.stakeMinor, 0));
    const refusal = await w.refused(w.api.request(downlineDetailCall, { account: 'demo01' }));
    expect(refusal).toMatchObject({ code: 'NOT_DIRECT_DOWNLINE', message: agentTeamRefusals.notInTeam.en });
  });

  it('freezes a direct downline (its login is refused, its sessions end) and unfreezes it', async () => {
    const w = world();
    const downlineLogin = await w.api.request(loginCall, {
      type: 'username',
      username: 'subagent01',
      password: 'Demo@1234',
    });
    await loggedIn('agent01', w);
    await expect(w.api.request(downlineStatusCall, { account: 'subagent01', frozen: true })).resolves.toEqual(
      {
        account: 'subagent01',
        status: 'frozen',
      },
    );
    expect(memberOf(w, 'subagent01').frozen).toBe(true);
    expect(Object.hasOwn(w.store.world.sessions, downlineLogin.token)).toBe(false);
    expect((await list(w, { account: 'subagent01' })).list[0]).toMatchObject({ status: 'frozen' });

    const agentToken = Object.keys(w.store.world.sessions).find(
      (t) => w.store.world.sessions[t] === AGENT01_ID,
    )!;
    w.useToken(null);
    const refused = await w.refused(
      w.api.request(loginCall, { type: 'username', username: 'subagent01', password: 'Demo@1234' }),
    );
    expect(refused.message).toMatch(/frozen/);

    w.useToken(agentToken);
    await w.api.request(downlineStatusCall, { account: 'subagent01', frozen: false });
    await expect(
      w.api.request(loginCall, { type: 'username', username: 'subagent01', password: 'Demo@1234' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses to freeze a deeper level (read-only) or someone outside the team', async () => {
    const w = await loggedIn('agent01');
    const deeper = await w.refused(
      w.api.request(downlineStatusCall, { account: 'subagent02', frozen: true }),
    );
    expect(deeper).toMatchObject({ code: 'NOT_DIRECT_DOWNLINE', message: agentTeamRefusals.notDirect.en });
    expect(memberOf(w, 'subagent02').frozen).toBe(false);
    // subagent01 manages subagent02 directly.
    const sub = await loggedIn('subagent01', w);
    await sub.api.request(downlineStatusCall, { account: 'subagent02', frozen: true });
    expect(memberOf(sub, 'subagent02').frozen).toBe(true);
  });
});

describe('register centre (registerCenter)', () => {
  const request = (change: Partial<RegisterDownlineRequest> = {}): RegisterDownlineRequest => ({
    username: 'teamkid01',
    password: 'Team@1234',
    confirmPassword: 'Team@1234',
    accountType: 'member',
    ...change,
  });

  it('opens a member under the agent: type 0, no money, joined now, no contract pages; it can log in', async () => {
    const w = await loggedIn('agent01');
    const before = Date.now();
    await expect(w.api.request(registerDownlineCall, request())).resolves.toEqual({
      account: 'teamkid01',
      type: 0,
      agent: false,
    });
    const kid = memberOf(w, 'teamkid01');
    expect(kid).toMatchObject({ parentId: AGENT01_ID, type: 0, balance: 0, frozen: false });
    expect(Date.parse(kid.createdAt!)).toBeGreaterThanOrEqual(before);
    expect(Object.values(kid.consolidated).some(Boolean)).toBe(false);
    expect((await list(w, { account: 'teamkid' })).list).toMatchObject([{ account: 'teamkid01', level: 1 }]);
    expect(ledgerProblems(w.store.world)).toEqual([]);
    w.useToken(null);
    await expect(
      w.api.request(loginCall, { type: 'username', username: 'teamkid01', password: 'Team@1234' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });

  it("opens a downline agent of type 2 under agent01 (41 under a sub-agent) with its upline's contract pages", async () => {
    const w = await loggedIn('agent01');
    await expect(w.api.request(registerDownlineCall, request({ accountType: 'agent' }))).resolves.toEqual({
      account: 'teamkid01',
      type: 2,
      agent: true,
    });
    expect(memberOf(w, 'teamkid01').consolidated).toEqual(memberOf(w, 'agent01').consolidated);
    const sub = await loggedIn('subagent01', w);
    const answer = await sub.api.request(
      registerDownlineCall,
      request({ username: 'teamkid02', accountType: 'agent' }),
    );
    expect(answer.type).toBe(41);
  });

  it('applies the register settings: required fields, patterns, the confirmation; each refusal names its field', async () => {
    const w = await loggedIn('agent01');
    const cases: Array<[Partial<RegisterDownlineRequest>, string]> = [
      [{ username: '' }, 'username'],
      [{ username: '9lives' }, 'username'],
      [{ password: 'simple', confirmPassword: 'simple' }, 'password'],
      [{ confirmPassword: 'Team@12345' }, 'confirmPassword'],
      [{ email: 'not-an-email' }, 'email'],
      [{ mobileNum: '12345678901' }, 'mobileNum'],
      [{ payeeName: 'Single' }, 'payeeName'],
    ];
    for (const [change, field] of cases) {
      const refusal = await w.refused(w.api.request(registerDownlineCall, request(change)));
      expect(refusal, field).toMatchObject({ code: 'INVALID_FIELD', value: { field } });
    }
    // A field the settings require is required here too.
    w.store.update((state) => {
      state.registerSettings.email.required = true;
    });
    const missing = await w.refused(w.api.request(registerDownlineCall, request()));
    expect(missing).toMatchObject({
      code: 'INVALID_FIELD',
      value: { field: 'email' },
      message: 'Email is required',
    });
    expect(memberOf(w, 'teamkid01')).toBeUndefined();
  });

  it('refuses a taken account (any case) and answers in Bengali when asked', async () => {
    const w = await loggedIn('agent01');
    const taken = await w.refused(w.api.request(registerDownlineCall, request({ username: 'SubAgent01' })));
    expect(taken).toMatchObject({ code: 'ACCOUNT_TAKEN', value: { field: 'username' } });
    // The platform answers in the language the client asks for.
    const token = Object.keys(w.store.world.sessions).find((t) => w.store.world.sessions[t] === AGENT01_ID)!;
    const bengali = testApiClient(() => token, 'BN');
    const inBengali = await w.refused(
      bengali.request(registerDownlineCall, request({ username: 'subagent01' })),
    );
    expect(inBengali.message).toBe(agentTeamRefusals.accountTaken.bn);
  });

  it('refuses a non-agent', async () => {
    const w = await loggedIn('demo01');
    const refusal = await w.refused(w.api.request(registerDownlineCall, request()));
    expect(refusal.code).toBe('NOT_AGENT');
  });
});

describe('transfer to a downline (SPEC 6)', () => {
  const toSub = (amount: number, paymentPassword = DEMO_PAYMENT_PASSWORD): DownlineTransferRequest => ({
    account: 'subagent01',
    amount,
    paymentPassword,
  });

  it('moves both balances together and nothing else; the ledger stays sound', async () => {
    const w = await loggedIn('agent01');
    const before = moneyOf(w.store.world);
    const answer = await transfer(w, toSub(500));
    expect(answer).toMatchObject({
      balance: before[AGENT01_ID]! - 500,
      downlineBalance: before[SUBAGENT01_ID]! + 500,
    });
    expect(moneyOf(w.store.world)).toEqual({
      ...before,
      [AGENT01_ID]: before[AGENT01_ID]! - 500,
      [SUBAGENT01_ID]: before[SUBAGENT01_ID]! + 500,
    });
    const entries = w.store.world.money.ledger.filter((e) => e.reference === answer.reference);
    expect(entries).toMatchObject([
      { memberId: AGENT01_ID, kind: 'downlineTransfer', amountMinor: -50_000, counterpartyId: SUBAGENT01_ID },
      { memberId: SUBAGENT01_ID, kind: 'downlineTransfer', amountMinor: 50_000, counterpartyId: AGENT01_ID },
    ]);
    expect((await list(w, { account: 'subagent01' })).list[0]!.balance).toBe(before[SUBAGENT01_ID]! + 500);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('answers a repeated key as the first time without moving money again', async () => {
    const w = await loggedIn('agent01');
    const before = moneyOf(w.store.world);
    const first = await transfer(w, toSub(250.5), 'same-key');
    const again = await transfer(w, toSub(250.5), 'same-key');
    expect(again).toEqual(first);
    expect(memberOf(w, 'agent01').balance).toBe(before[AGENT01_ID]! - 250.5);
    expect(memberOf(w, 'subagent01').balance).toBe(before[SUBAGENT01_ID]! + 250.5);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('and back: the upline transfer of subagent01 moves both sides the other way', async () => {
    const w = await loggedIn('agent01');
    const before = moneyOf(w.store.world);
    await transfer(w, toSub(1_000));
    await loggedIn('subagent01', w);
    await w.api.request(
      uplineTransferCall,
      { amount: 400, paymentPassword: DEMO_PAYMENT_PASSWORD },
      {
        idempotencyKey: newKey(),
      },
    );
    expect(memberOf(w, 'agent01').balance).toBe(before[AGENT01_ID]! - 600);
    expect(memberOf(w, 'subagent01').balance).toBe(before[SUBAGENT01_ID]! + 600);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('refuses a wrong payment password, a bad amount, too much, a deeper level and a frozen downline, moving nothing', async () => {
    const w = await loggedIn('agent01');
    const before = moneyOf(w.store.world);
    const agentBalance = before[AGENT01_ID]!;
    const cases: Array<[DownlineTransferRequest, string]> = [
      [toSub(100, '000000'), walletRefusals.paymentPasswordWrong.en],
      [toSub(0), walletRefusals.amountInvalid.en],
      [toSub(10.001), walletRefusals.amountInvalid.en],
      [toSub(agentBalance + 1), walletRefusals.insufficient.en],
      [{ ...toSub(100), account: 'subagent02' }, agentTeamRefusals.notDirect.en],
      [{ ...toSub(100), account: 'demo01' }, agentTeamRefusals.notInTeam.en],
    ];
    for (const [request, message] of cases)
      expect((await w.refused(transfer(w, request))).message, message).toBe(message);
    await w.api.request(downlineStatusCall, { account: 'subagent01', frozen: true });
    expect((await w.refused(transfer(w, toSub(100)))).message).toBe(agentTeamRefusals.downlineFrozen.en);
    expect(moneyOf(w.store.world)).toEqual(before);
    expect(ledgerProblems(w.store.world)).toEqual([]);
  });

  it('refuses an agent without a payment password', async () => {
    const w = await loggedIn('agent01');
    w.store.update((state) => {
      state.members.find((m) => m.id === AGENT01_ID)!.paymentPasswordHash = '';
    });
    expect((await w.refused(transfer(w, toSub(100)))).message).toBe(walletRefusals.paymentPasswordNotSet.en);
  });
});
