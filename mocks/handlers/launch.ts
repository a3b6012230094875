import { recordRound, toMinor } from '../world/ledger';
import { TRIAL_TYPE } from '../../src/api/contracts';
import { GAME_MAINTENANCE, launchGameCall } from '../../src/api/contracts/launch';
import { DEMO_STAKE_REFUSED, demoRoundCall } from '../../src/api/contracts/launch-details';
import { lotteryLaunchCall } from '../../src/api/contracts/lottery';
import { memberOfToken } from '../world/accounts';
import { recordRecentGame } from '../world/recent-games';
import { MOCK_DEMO_SCHEME, demoRoll, maintenanceVendorsOf, recommendationsFor } from '../world/launch';
import type { WorldStore } from '../world/store';
import { refuse, reject } from './respond';
import { mockCall } from './respond';

/** What the mock platform says (the client shows its own text for the codes). */
export const launchRefusalText = {
  maintenance: 'Game maintenance',
  unknownVendor: 'Game not found',
  realAccountNeeded: 'This needs a real account',
  stakeRefused: 'The stake must be more than 0 and within the balance',
} as const;

/** Mock-mode launch URLs: the demo game host reads what to show from the query. */
const demoUrl = (kind: 'game' | 'lottery', query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `${MOCK_DEMO_SCHEME}${kind}?${params.toString()}`;
};

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/**
 * SPEC 4.9 launches: a play launch needs a real member's session (a visitor's free trial none); a
 * vendor under maintenance is refused with recommendations (SPEC 8); otherwise the answer is a
 * `mock-demo:` URL, which mock mode's host shows as a small playable demo game. The real build on
 * the HTTP mock server gets the same URL and, having no demo host, shows it as an invalid URL.
 */
export function launchHandlers(store: WorldStore) {
  return [
    mockCall(launchGameCall, ({ payload, token }) => {
      const member = memberOfToken(store.world, token);
      if (payload.mode !== 'trial') {
        if (!member) return reject(null, 401);
        if (member.type === TRIAL_TYPE) return refuse(launchRefusalText.realAccountNeeded, null);
      }
      const known = store.world.gameMenu.some((m) => m.vendors.some((v) => v.vassalage === payload.vendor));
      if (!known) return refuse(launchRefusalText.unknownVendor, null);
      if (maintenanceVendorsOf(store.world).includes(payload.vendor)) {
        return refuse(launchRefusalText.maintenance, GAME_MAINTENANCE, {
          recommendations: recommendationsFor(store.world, payload.vendor),
        });
      }
      // A member's launched game leads their recent games (SPEC 4.8 /recent).
      if (member && payload.nodeId) recordRecentGame(store, member.id, payload.nodeId);
      return demoUrl('game', {
        vendor: payload.vendor,
        gameType: payload.gameType,
        gameCode: payload.gameCode,
        mode: payload.mode === 'trial' ? 'trial' : 'play',
      });
    }),

    mockCall(lotteryLaunchCall, ({ payload, token }) => {
      const member = memberOfToken(store.world, token);
      if (!member) return reject(null, 401);
      if (member.type === TRIAL_TYPE) return refuse(launchRefusalText.realAccountNeeded, null);
      return demoUrl('lottery', {
        vendor: payload.vendor,
        prizeMode: payload.lottoPrizeMode,
        gameCode: payload.lottoGameCode,
        view: payload.lottoView,
        mode: 'play',
      });
    }),

    // Mock mode only: one round of the demo game (high or low on a die; a win pays 2 × stake).
    mockCall(demoRoundCall, ({ payload, token }) => {
      const trial = payload.mode === 'trial';
      const member = trial ? undefined : memberOfToken(store.world, token);
      if (!trial && !member) return reject(null, 401);
      const stake = Number(payload.stake);
      const balance = member?.balance ?? Infinity;
      if (!Number.isFinite(stake) || stake <= 0 || stake > balance) {
        return refuse(launchRefusalText.stakeRefused, DEMO_STAKE_REFUSED);
      }
      const rounds = store.world.launch?.demoRounds ?? 0;
      const roll = demoRoll(store.world.seed, rounds);
      const won = payload.pick === 'high' ? roll >= 4 : roll <= 3;
      const payout = won ? round2(stake * 2) : 0;
      let after: number | null = null;
      store.update((world) => {
        world.launch = { ...world.launch, demoRounds: rounds + 1 };
        const m = member && world.members.find((x) => x.id === member.id);
        if (m) {
          // Through the ledger, so the round shows in the betting record and P&L (issue 5).
          recordRound(
            world,
            { memberId: m.id, gameType: 'RNG', vendor: 'DEMO', gameName: payload.game || 'Demo dice' },
            toMinor(stake),
            toMinor(payout),
            new Date().toISOString(),
          );
          after = m.balance;
        }
      });
      return { roll, won, payout, balance: after };
    }),
  ];
}
