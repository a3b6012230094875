import { describe, expect, it } from 'vitest';
import {
  balanceQuery,
  callPathFor,
  calls,
  CLIENT_TYPE,
  loginCall,
  type CallDef,
} from '../../src/api/contracts';
import { launchGameCall } from '../../src/api/contracts/launch';
import { lotteryLaunchCall } from '../../src/api/contracts/lottery';
import { testWorlds, type TestWorld } from '../test-world';
import { callOfRequest, isCallsPayload } from './shared-paths';

const world = testWorlds();

const gameLaunch = {
  launchMode: 'GLS',
  accountType: 1,
  vassalage: 'JILI',
  gameType: 'RNG',
  nodeId: '100000',
  language: 'EN',
  platform: 'WEB',
  clientType: CLIENT_TYPE,
} as const;
const lotteryLobby = {
  vendor: 'TCG_LOTTO_VN',
  lottoArea: 'VN',
  launchMode: 'LOTT',
  lottoPrizeMode: 'ELOTT',
  lottoView: 'lobby',
  device: 'WEB',
  backUrl: 'http://localhost/',
  language: 'EN',
} as const;

async function logInAs(w: TestWorld, username: string) {
  const { token } = await w.api.request(loginCall, { username, password: 'Demo@1234', type: 'username' });
  w.useToken(token);
}
const asDemo01 = (w: TestWorld) => logInAs(w, 'demo01');

describe('calls that share a method and path (the contract says whose payload is whose)', () => {
  it('groups only calls with one way to tell them apart: exactly one of each group claims nothing', () => {
    const all = (Object.values(calls) as Array<CallDef<unknown, unknown>>).filter((call) => !call.sameCallAs);
    const groups = new Map<string, Array<CallDef<unknown, unknown>>>();
    for (const call of all)
      groups.set(`${call.method} ${call.path}`, [...(groups.get(`${call.method} ${call.path}`) ?? []), call]);
    const shared = [...groups.values()].filter((group) => group.length > 1);
    expect(shared.map((group) => group.map((call) => call.name).sort())).toContainEqual([
      'launchGame',
      'lotteryLaunch',
    ]);
    for (const group of shared) {
      expect(
        group.filter((call) => !call.claimsPayload).map((call) => call.name),
        group[0]!.path,
      ).toHaveLength(1);
      // One body encoding for the path: the platform opens it before it reads which call it is.
      expect(new Set(group.map((call) => Boolean(call.encrypted))).size, group[0]!.path).toBe(1);
    }
  });

  it('gives each payload to one call of its path', () => {
    expect(isCallsPayload(lotteryLaunchCall, lotteryLobby)).toBe(true);
    expect(isCallsPayload(launchGameCall, lotteryLobby)).toBe(false);
    expect(isCallsPayload(launchGameCall, gameLaunch)).toBe(true);
    expect(isCallsPayload(lotteryLaunchCall, gameLaunch)).toBe(false);
    expect(
      isCallsPayload(calls.transactionRecords, { from: '2026-11-01', to: '2026-11-28', page: '1' }),
    ).toBe(true);
    expect(isCallsPayload(calls.agentTeamTransactions, { from: '2026-11-01', level: '1' })).toBe(true);
    expect(isCallsPayload(calls.transactionRecords, { from: '2026-11-01', level: '1' })).toBe(false);
    expect(isCallsPayload(calls.pointsDetails, { pageNum: '1', pageSize: '20' })).toBe(true);
  });

  it('reads a request as the call its payload names', async () => {
    const url = (query: Record<string, string>) =>
      `http://localhost/${launchGameCall.path}?${new URLSearchParams(query).toString()}`;
    expect((await callOfRequest(new Request(url({ ...lotteryLobby }))))?.name).toBe('lotteryLaunch');
    expect((await callOfRequest(new Request(url({ launchMode: 'GLS', vassalage: 'JILI' }))))?.name).toBe(
      'launchGame',
    );
  });

  it('answers the lottery lobby and a game on the one launch path, each as itself', async () => {
    const w = world();
    await asDemo01(w);
    await expect(w.api.request(lotteryLaunchCall, lotteryLobby)).resolves.toMatch(/^mock-demo:lottery\?/);
    await expect(w.api.request(launchGameCall, gameLaunch)).resolves.toMatch(/^mock-demo:game\?/);
  });

  it('fails only the call a fault names, not the other call on its path', async () => {
    const w = world({ faults: [{ call: 'lotteryLaunch', kind: '500' }] });
    await asDemo01(w);
    expect((await w.refused(w.api.request(lotteryLaunchCall, lotteryLobby))).status).toBe(500);
    await expect(w.api.request(launchGameCall, gameLaunch)).resolves.toMatch(/^mock-demo:game\?/);
  });
});

describe('calls with a path per kind (the platform keeps one call per kind of contract)', () => {
  it("sends each kind to its own path, and a payload naming no kind to the call's path", () => {
    const list = calls.agentContractList as CallDef<unknown, unknown>;
    expect(callPathFor(list, { kind: 'hourlySalary' })).toBe('wps/relay/MCSFE_getContractHourSalaryInfo');
    expect(callPathFor(list, { kind: 'dividend' })).toBe('wps/relay/MCSFE_getContractDividendInfo');
    expect(callPathFor(list, { kind: 'other' })).toBe(list.path);
    expect(callPathFor(list, undefined)).toBe(list.path);
    // Where the platform shows one kind's call only, the other kinds keep the call's path.
    const terminate = calls.agentContractTerminate as CallDef<unknown, unknown>;
    expect(callPathFor(terminate, { id: 'C1', kind: 'dividend' })).toBe(
      'wps/relay/MCSFE_updateContractDividend',
    );
    expect(callPathFor(terminate, { id: 'C1', kind: 'dailySalary' })).toBe(terminate.path);
  });

  it('answers every kind on its path in the mock world, and a fault on the call fails every kind', async () => {
    const w = world();
    const paths: string[] = [];
    w.server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    });
    await logInAs(w, 'agent01');
    for (const kind of ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const) {
      await expect(w.api.request(calls.agentContractList, { kind })).resolves.toMatchObject({
        contracts: expect.any(Array),
      });
    }
    expect(paths.filter((path) => path.includes('MCSFE_get'))).toEqual([
      '/wps/relay/MCSFE_getContractDividendInfo',
      '/wps/relay/MCSFE_getContractDailySalInfo',
      '/wps/relay/MCSFE_getContractHourSalaryInfo',
      '/wps/relay/MCSFE_getRealTimeSalaryContractInfo',
    ]);
    const faulty = world({ faults: [{ call: 'agentContractList', kind: '500' }] });
    await logInAs(faulty, 'agent01');
    for (const kind of ['dividend', 'hourlySalary'] as const) {
      expect((await faulty.refused(faulty.api.request(calls.agentContractList, { kind }))).status).toBe(500);
    }
  });
});

describe('calls the platform makes as another call (the contract says which)', () => {
  const sameCalls = (Object.values(calls) as Array<CallDef<unknown, unknown>>).filter(
    (call) => call.sameCallAs,
  );

  it('goes where the other call goes, with its method', () => {
    expect(sameCalls.map((call) => call.name)).toContain('walletList');
    for (const call of sameCalls) {
      expect([call.method, call.path], call.name).toEqual([call.sameCallAs!.method, call.sameCallAs!.path]);
      expect(Boolean(call.encrypted), call.name).toBe(Boolean(call.sameCallAs!.encrypted));
    }
  });

  it("reads the wallet list from the balance call's answer: the main balance and each vendor's", async () => {
    const w = world();
    await asDemo01(w);
    const list = await w.api.request(calls.walletList, balanceQuery);
    const { balance } = await w.api.request(calls.balance, balanceQuery);
    expect(list.balance).toBe(balance);
    expect(list.wallets.length).toBeGreaterThan(0);
    expect(list.wallets.map((wallet) => wallet.vassalage)).not.toContain('main');
  });

  it("fails both readings under the one's fault: on the wire they are one call", async () => {
    for (const name of ['walletList', 'balance'] as const) {
      const w = world({ faults: [{ call: name, kind: '500' }] });
      await asDemo01(w);
      expect((await w.refused(w.api.request(calls.walletList, balanceQuery))).status, name).toBe(500);
      expect((await w.refused(w.api.request(calls.balance, balanceQuery))).status, name).toBe(500);
    }
  });
});
