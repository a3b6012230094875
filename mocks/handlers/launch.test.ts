// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { balanceCall, balanceQuery, freePlayCall, loginCall } from '../../src/api/contracts';
import {
  GAME_MAINTENANCE,
  launchGameCall,
  trialLaunchCall,
  type LaunchGameRequest,
} from '../../src/api/contracts/launch';
import { DEMO_STAKE_REFUSED, demoRoundCall } from '../../src/api/contracts/launch-details';
import { lotteryLaunchCall } from '../../src/api/contracts/lottery';
import { sentValues } from '../sent-values';
import { launchRequest, testWorlds, type TestWorld } from '../test-world';
import { gamesOf } from '../world/game-catalogue';
import { recentGameIds } from '../world/recent-games';

const world = testWorlds();
async function asDemo01(w: TestWorld) {
  const { token } = await w.api.request(loginCall, {
    type: 'username',
    username: 'demo01',
    password: 'Demo@1234',
  });
  w.useToken(token);
}
const launch = launchRequest;

describe('launchGame (SPEC 4.9)', () => {
  it("answers a member's launch with the mock demo game's URL", async () => {
    const w = world();
    await asDemo01(w);
    const url = await w.api.request(launchGameCall, launch({}));
    expect(url).toBe('mock-demo:game?vendor=JILI&gameType=RNG&gameId=100000&mode=play&theme=slot');
  });

  it('answers in the observed shape: the URL under content.game_url', async () => {
    const w = world();
    await asDemo01(w);
    const sent = sentValues(w.server);
    const url = await w.api.request(launchGameCall, launch({ accountType: 0 }));
    expect(await sent()).toEqual({ content: { game_url: url } });
    expect(url).toBe('mock-demo:game?vendor=JILI&gameType=RNG&gameId=100000&mode=trial&theme=slot');
  });

  it('answers a launch without launchMode with HTTP 500 "#727 system busy", as the platform does', async () => {
    const w = world();
    await asDemo01(w);
    const { launchMode: _dropped, ...withoutMode } = launch({});
    const refusal = await w.refused(w.api.request(launchGameCall, withoutMode as LaunchGameRequest));
    expect(refusal).toMatchObject({ status: 500, message: '#727 system busy' });
  });

  it("puts a member's launched game at the front of their recent games", async () => {
    const w = world();
    await asDemo01(w);
    await w.api.request(launchGameCall, launch({ nodeId: '100123' }));
    expect(recentGameIds(w.store.world, 1001)[0]).toBe('100123');
  });

  it("gives a visitor's free trial a URL on the trial launch, and refuses a visitor's launchGame with 401", async () => {
    const w = world();
    await expect(w.api.request(trialLaunchCall, launch({ accountType: 0 }))).resolves.toContain('mode=trial');
    expect((await w.refused(w.api.request(launchGameCall, launch({})))).status).toBe(401);
    expect((await w.refused(w.api.request(launchGameCall, launch({ accountType: 0 })))).status).toBe(401);
  });

  it('plays nothing but free play on the trial launch, for a member too', async () => {
    const w = world();
    expect(await w.refused(w.api.request(trialLaunchCall, launch({})))).toMatchObject({
      message: 'The trial launch plays free play only',
    });
    await asDemo01(w);
    await expect(w.api.request(trialLaunchCall, launch({ accountType: 0 }))).resolves.toContain('mode=trial');
  });

  it('refuses a trial account a real launch', async () => {
    const w = world({ scenario: 'trial-account' });
    const { token } = await w.api.request(freePlayCall, { os: 'web', platform: 'W' });
    w.useToken(token);
    expect(await w.refused(w.api.request(launchGameCall, launch({})))).toMatchObject({
      message: 'This needs a real account',
    });
  });

  it('refuses a vendor under maintenance with launchable games of its type from open vendors (SPEC 8)', async () => {
    const w = world();
    await asDemo01(w);
    const refusal = await w.refused(
      w.api.request(launchGameCall, launch({ vassalage: 'PT_LIVE', gameType: 'LIVE' })),
    );
    expect(refusal.code).toBe(GAME_MAINTENANCE);
    const { recommendations } = refusal.value as {
      recommendations: Array<{ vassalage: string; gameType: string }>;
    };
    expect(recommendations.length).toBeGreaterThan(0);
    for (const game of recommendations) {
      expect(game.gameType).toBe('LIVE');
      expect(game.vassalage).not.toBe('PT_LIVE');
    }
    // The world decides which vendors are closed.
    w.store.update((next) => {
      next.launch = { maintenanceVendors: [] };
    });
    await expect(
      w.api.request(launchGameCall, launch({ vassalage: 'PT_LIVE', gameType: 'LIVE' })),
    ).resolves.toMatch(/^mock-demo:game\?vendor=PT_LIVE/);
  });

  it('opens the lottery lobby for a member only', async () => {
    const w = world();
    const request = {
      vendor: 'TCG_LOTTO_VN',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'TCG_LOTTO_VN_1',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://localhost/',
      language: 'EN',
    } as const;
    expect((await w.refused(w.api.request(lotteryLaunchCall, request))).status).toBe(401);
    await asDemo01(w);
    await expect(w.api.request(lotteryLaunchCall, request)).resolves.toBe(
      'mock-demo:lottery?vendor=TCG_LOTTO_VN&prizeMode=ELOTT&gameCode=TCG_LOTTO_VN_1&view=betting&mode=play',
    );
  });
});

describe('the demo game (mock mode only)', () => {
  it("moves the member's balance by each round's result, as the balance call then answers", async () => {
    const w = world();
    await asDemo01(w);
    const before = (await w.api.request(balanceCall, balanceQuery)).balance;
    let expected = before;
    for (const pick of ['high', 'low', 'high', 'low'] as const) {
      const round = await w.api.request(demoRoundCall, {
        stake: 50,
        pick,
        mode: 'play',
        game: 'Fortune Ace',
      });
      expect(round.roll).toBeGreaterThanOrEqual(1);
      expect(round.roll).toBeLessThanOrEqual(6);
      expect(round.won).toBe(pick === 'high' ? round.roll >= 4 : round.roll <= 3);
      expect(round.payout).toBe(round.won ? 100 : 0);
      expected = expected - 50 + round.payout;
      expect(round.balance).toBe(expected);
    }
    expect((await w.api.request(balanceCall, balanceQuery)).balance).toBe(expected);
  });

  it('plays a trial round with chips, touching no balance, and refuses a stake beyond the balance', async () => {
    const w = world();
    const trial = await w.api.request(demoRoundCall, { stake: 10, pick: 'high', mode: 'trial', game: 'x' });
    expect(trial.balance).toBeNull();
    await asDemo01(w);
    const refusal = await w.refused(
      w.api.request(demoRoundCall, { stake: 10_000_000, pick: 'high', mode: 'play', game: 'x' }),
    );
    expect(refusal.code).toBe(DEMO_STAKE_REFUSED);
    expect(
      (await w.refused(w.api.request(demoRoundCall, { stake: -5, pick: 'low', mode: 'play', game: 'x' })))
        .code,
    ).toBe(DEMO_STAKE_REFUSED);
  });
});

describe('the vendor list item of the catalogue (SPEC 4.9 VASSALAGE)', () => {
  it("is each fishing vendor's first, hot item", () => {
    const w = world();
    const fish = w.store.world.gameMenu.find((m) => m.gameType === 'FISH')!;
    for (const vendor of fish.vendors) {
      const [first, ...rest] = gamesOf(w.store.world, vendor.vassalage);
      expect(first).toMatchObject({ isGame: 'VASSALAGE', isHot: 1, displayName: vendor.displayName });
      expect(rest.some((g) => g.isGame === 'VASSALAGE')).toBe(false);
    }
  });
});
