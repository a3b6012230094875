import { recordRound, toMinor } from '../world/ledger';
import { TRIAL_TYPE, gameTypes, wire } from '../../src/api/contracts';
import {
  GAME_MAINTENANCE,
  launchGameCall,
  trialLaunchCall,
  type LaunchGameObserved,
  type LaunchGameRequest,
} from '../../src/api/contracts/launch';
import { DEMO_STAKE_REFUSED, demoRoundCall } from '../../src/api/contracts/launch-details';
import { lotteryLaunchCall } from '../../src/api/contracts/lottery';
import { memberOfToken } from '../world/accounts';
import type { MockMember } from '../world/types';
import { findGame, toGameItem } from '../world/game-catalogue';
import { gameKindOf } from '../world/game-names';
import { recordRecentGame } from '../world/recent-games';
import {
  MOCK_DEMO_SCHEME,
  demoRoll,
  maintenanceVendorsOf,
  recommendationsFor,
  trialLaunchReadingOf,
} from '../world/launch';
import type { WorldStore } from '../world/store';
import { mockObserved } from './observed';
import { refusalText } from './refusals';
import { refuse, reject, Rejection } from './respond';
import { mockCall } from './respond';

/** What the mock platform says (the client shows its own text for the codes). */
export const launchRefusalText = {
  maintenance: 'Game maintenance',
  unknownVendor: 'Game not found',
  realAccountNeeded: 'This needs a real account',
  stakeRefused: 'The stake must be more than 0 and within the balance',
  trialOnly: 'The trial launch plays free play only',
} as const;

/** The member's game still open (`gamesStayOpen`), if any. */
function openGameOf(store: WorldStore, memberId: number) {
  const nodeId = store.world.launch?.openGames?.[String(memberId)];
  return nodeId ? findGame(store.world, nodeId) : undefined;
}

function setOpenGame(store: WorldStore, memberId: number, nodeId: string) {
  store.update((world) => {
    world.launch = { ...world.launch, openGames: { ...world.launch?.openGames, [String(memberId)]: nodeId } };
  });
}

/** Mock-mode launch URLs: the demo game host reads what to show from the query. */
const demoUrl = (kind: 'game' | 'lottery', query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `${MOCK_DEMO_SCHEME}${kind}?${params.toString()}`;
};

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/**
 * SPEC 4.9 launches, read as the live platform reads them (observed fields, contracts/launch.ts):
 * without `launchMode` the platform answers HTTP 500 "#727 system busy"; launchGame plays for money
 * and needs a real member's session (the protocol check refuses a visitor's 401 first); a free trial
 * goes to the trial launch, which needs none (a trial account's session is refused there under the
 * `noGames` reading), and the trial launch plays nothing but free play; a
 * vendor under maintenance is refused with recommendations (SPEC 8); otherwise the answer is a
 * `mock-demo:` URL under `content.game_url` (observed), which mock mode's host shows as a small
 * playable demo game. The real build on the HTTP mock server gets the same URL and, having no demo
 * host, shows it as an invalid URL.
 */
export function launchHandlers(store: WorldStore) {
  /** What both launches share once the session question is settled. */
  function launch(payload: LaunchGameRequest, trial: boolean, member: MockMember | undefined) {
    if (!payload.launchMode) return new Rejection(refusalText.systemBusy, 500);
    const vendor = payload.vassalage;
    const known = store.world.gameMenu.some((m) => m.vendors.some((v) => v.vassalage === vendor));
    if (!known) return refuse(launchRefusalText.unknownVendor, null);
    if (maintenanceVendorsOf(store.world).includes(vendor)) {
      return refuse(launchRefusalText.maintenance, GAME_MAINTENANCE, {
        recommendations: recommendationsFor(store.world, vendor),
      });
    }
    if (!trial && member) {
      const open = openGameOf(store, member.id);
      if (open && open.nodeId !== payload.nodeId) {
        return new Rejection(refusalText.previousGameOpen, 500, null, { previousGame: toGameItem(open) });
      }
      if (store.world.launch?.gamesStayOpen && payload.nodeId) setOpenGame(store, member.id, payload.nodeId);
    }
    // A member's launched game leads their recent games (SPEC 4.8 /recent).
    if (member && payload.nodeId) recordRecentGame(store, member.id, payload.nodeId);
    const url = demoUrl('game', {
      vendor,
      gameType: payload.gameType,
      gameId: payload.gameId,
      mode: trial ? 'trial' : 'play',
      // What the demo game looks like: reels for a slot, a table for live casino…
      theme: gameKindOf(payload.gameType, vendor),
    });
    return { content: { game_url: url } } satisfies LaunchGameObserved;
  }
  // A GET query: the account type arrives as text.
  const isTrial = (payload: LaunchGameRequest) =>
    String(payload.accountType) === String(wire.launch.freeAccount);

  return [
    mockObserved<LaunchGameObserved>()(launchGameCall, ({ payload, token }) => {
      const member = memberOfToken(store.world, token);
      if (!member) return reject(null, 401);
      if (member.type === TRIAL_TYPE && !isTrial(payload))
        return refuse(launchRefusalText.realAccountNeeded, null);
      return launch(payload, isTrial(payload), member);
    }),

    mockObserved<LaunchGameObserved>()(trialLaunchCall, ({ payload, token }) => {
      if (!isTrial(payload)) return refuse(launchRefusalText.trialOnly, null);
      const member = memberOfToken(store.world, token);
      // SPEC 4.9 reading `noGames`: a trial account's session opens no game, its free trial included.
      if (member?.type === TRIAL_TYPE && trialLaunchReadingOf(store.world) === 'noGames')
        return refuse(launchRefusalText.realAccountNeeded, null);
      return launch(payload, true, member);
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
        // A finished round closes the member's open game (`gamesStayOpen`).
        if (m && world.launch?.openGames) delete world.launch.openGames[String(m.id)];
        if (m) {
          // Through the ledger, so the round shows in the betting record and P&L.
          recordRound(
            world,
            {
              memberId: m.id,
              gameType: gameTypes.find((type) => type === payload.gameType) ?? 'RNG',
              vendor: payload.vendor || 'DEMO',
              gameName: payload.game || 'Demo dice',
            },
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
