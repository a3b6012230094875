import type { GameItem, GameType, VendorItem } from '../api/contracts/games';
import type { AccountType, LaunchGameInput, LaunchMode } from '../api/contracts/launch';
import { DEFAULT_TRIAL_LAUNCH_READING, type TrialLaunchReading } from '../api/contracts/system';
import { wire } from '../api/contracts/wire';
import { safeLink } from './safe-link';

/** What a player launches: a game (to play for money, or its free trial) or a vendor's lobby. */
export type LaunchTarget =
  { kind: 'game'; game: GameItem; mode: LaunchMode } | { kind: 'vendor'; vendor: VendorItem };

/**
 * A free trial plays from the free-play wallet; any other launch for real money. Here, not in the
 * launch contract: the lobby's cards build requests, and the contract's decoder can wait for a launch.
 */
export const accountTypeOf = (mode: LaunchMode): AccountType =>
  mode === 'trial' ? wire.launch.freeAccount : wire.launch.realAccount;

/** What the seamless page launches (its query): a game or a vendor's lobby, and the mode. */
export interface SeamlessLaunch {
  vendor: string;
  gameType: GameType;
  /** The game's id when its list item carries one (SPEC 3 gameId). */
  gameId?: string;
  nodeId?: string;
  /** Shown as the page's title; never trusted for anything else. */
  name: string;
  mode: LaunchMode;
}

/**
 * Where a launch goes (SPEC 4.9):
 * - `navigate`: a page of the site (the lottery pages, a vendor's game list);
 * - `vendorList`: the vendor popup list (isGame VASSALAGE);
 * - `start`: the game starts in the route (/seamless hosts it).
 * `needsSession`: a visitor gets the login popup and a trial account the real-account dialog.
 */
export type LaunchRoute =
  | { kind: 'navigate'; to: string; needsSession: boolean }
  | { kind: 'vendorList'; vendor: string; gameType: GameType; title: string }
  | { kind: 'start'; launch: SeamlessLaunch; needsSession: boolean };

const lotteryTypes: readonly GameType[] = ['LOTT', 'ELOTT'];

/**
 * SPEC 4.9 routing table. The vendor rows (TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, RNG
 * vendors → /rng?vassalage) apply to a vendor card, which carries no game code; the game rows
 * (VASSALAGE → the vendor list, LOTT and ELOTT → /lottery with the game's code) apply to a game, so
 * an ELOTT game of TCG_LOTTO_VN opens that game's betting view (SPEC 7.5 lottoView) rather than the
 * lobby. A lottery vendor other than those two opens /lottery at its lobby. INHOUSE vendors (RNG
 * vendors configured out of RNG, SPEC 4.10) are not sent back to the RNG list: they start, as any
 * other vendor. A free trial needs no session (SPEC 6: a visitor may use a free demo or trial); a
 * lottery page always does (SPEC 2.1, 6).
 */
export function launchRoute(target: LaunchTarget): LaunchRoute {
  if (target.kind === 'vendor') {
    const { vendor } = target;
    if (vendor.vassalage === 'TCG_LOTTO_VN')
      return { kind: 'navigate', to: '/vnLottery', needsSession: true };
    if (vendor.vassalage === 'TCG_SEA') return { kind: 'navigate', to: '/seaLottery', needsSession: true };
    if (lotteryTypes.includes(vendor.gameType))
      return { kind: 'navigate', to: '/lottery', needsSession: true };
    if (vendor.gameType === 'RNG') {
      return {
        kind: 'navigate',
        to: `/rng?vassalage=${encodeURIComponent(vendor.vassalage)}`,
        needsSession: false,
      };
    }
    return {
      kind: 'start',
      launch: {
        vendor: vendor.vassalage,
        gameType: vendor.gameType,
        name: vendor.displayName,
        mode: 'play',
      },
      needsSession: true,
    };
  }
  const { game, mode } = target;
  const name = game.displayName || game.gameName || game.nodeName || game.vassalage;
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'vendorList', vendor: game.vassalage, gameType: game.gameType, title: name };
  }
  if (lotteryTypes.includes(game.gameType)) {
    const query = game.gameCode ? `?gameCode=${encodeURIComponent(game.gameCode)}` : '';
    return { kind: 'navigate', to: `/lottery${query}`, needsSession: true };
  }
  return {
    kind: 'start',
    launch: {
      vendor: game.vassalage,
      gameType: game.gameType,
      ...(game.gameId ? { gameId: game.gameId } : {}),
      nodeId: game.nodeId,
      name,
      mode,
    },
    needsSession: mode === 'play',
  };
}

export type LaunchAccess = 'allowed' | 'login' | 'trialWarning';

/**
 * SPEC 4.9, 6: a visitor launching what needs a session gets the login popup; a trial account
 * (type 4) is blocked from game launch with the `in_need_true_account` dialog. A free trial needs
 * no session (the free demo SPEC 6 grants a visitor); whether a trial account may open it is the
 * platform's reading (contracts/system.ts): under `demoAllowed` (the default) it may, under
 * `noGames` it gets the dialog too. A vendor list or a game list opens no game, so it stays open.
 */
export function launchAccess(
  route: LaunchRoute,
  who: { loggedIn: boolean; trialAccount: boolean; trialLaunch?: TrialLaunchReading },
): LaunchAccess {
  if (route.kind === 'vendorList') return 'allowed';
  const trial = who.loggedIn && who.trialAccount;
  const reading = who.trialLaunch ?? DEFAULT_TRIAL_LAUNCH_READING;
  if (trial && route.kind === 'start' && reading === 'noGames') return 'trialWarning';
  if (!route.needsSession) return 'allowed';
  if (!who.loggedIn) return 'login';
  return trial ? 'trialWarning' : 'allowed';
}

/** The /seamless URL of a launch: shareable and reload-safe (the page launches again from it). */
export function seamlessPath(launch: SeamlessLaunch): string {
  const query = new URLSearchParams({ vendor: launch.vendor, gameType: launch.gameType });
  if (launch.gameId) query.set('gameId', launch.gameId);
  if (launch.nodeId) query.set('nodeId', launch.nodeId);
  query.set('name', launch.name);
  query.set('mode', launch.mode);
  return `/seamless?${query.toString()}`;
}

/** Reads a /seamless query back; null when it names no game. */
export function parseSeamless(search: string, gameTypes: readonly GameType[]): SeamlessLaunch | null {
  const query = new URLSearchParams(search);
  const vendor = query.get('vendor')?.trim();
  const gameType = query.get('gameType') as GameType | null;
  if (!vendor || !gameType || !gameTypes.includes(gameType)) return null;
  const gameId = query.get('gameId');
  const nodeId = query.get('nodeId');
  return {
    vendor,
    gameType,
    ...(gameId ? { gameId } : {}),
    ...(nodeId ? { nodeId } : {}),
    name: query.get('name')?.trim() || vendor,
    // Anything but an explicit trial is a real launch, which the page guards.
    mode: query.get('mode') === 'trial' ? 'trial' : 'play',
  };
}

/**
 * The launchGame request of a seamless launch (SPEC 7.4; the fields are observed, see
 * contracts/launch.ts): the vendor as `vassalage`, the game as `gameId` (its id, else its node id,
 * as the public client sends it; a vendor's lobby has neither), the wallet as `accountType` (a free
 * trial plays from the free-play one) and the player's language (BN or EN).
 */
export function launchRequestOf(launch: SeamlessLaunch, language: string): LaunchGameInput {
  const gameId = launch.gameId ?? launch.nodeId;
  return {
    vassalage: launch.vendor,
    gameType: launch.gameType,
    ...(gameId ? { gameId } : {}),
    ...(launch.nodeId ? { nodeId: launch.nodeId } : {}),
    accountType: accountTypeOf(launch.mode),
    language,
  };
}

/** How a launched game's URL is shown: in a frame, by the demo game host, or not at all (invalid). */
export type GameView = { kind: 'frame'; url: string } | { kind: 'demo'; url: string };

/**
 * SPEC 8 "Invalid URL, please contact customer service": only a safe https URL on a known host
 * (the site's own domains and the permission data's launch CDNs) is framed; a URL the registered
 * demo game host recognises (mock mode only) is shown by it. Anything else is invalid (null).
 */
export function gameViewOf(
  url: string,
  allowedHosts: readonly string[],
  isDemo: (url: string) => boolean = () => false,
  ownOrigin: string | null = globalThis.location?.origin ?? null,
): GameView | null {
  if (isDemo(url)) return { kind: 'demo', url };
  const safe = safeLink(url, allowedHosts);
  // The frame lets the game run scripts on its own origin: never on this app's origin.
  if (!safe || new URL(safe).origin === ownOrigin) return null;
  return { kind: 'frame', url: safe };
}

/** Hosts a launch URL may be framed from: the CDN entries may be bare hosts or URLs. */
export function launchHostsOf(siteHosts: readonly string[], launchCdns: readonly string[]): string[] {
  const cdnHosts = launchCdns.flatMap((entry) => {
    try {
      return [new URL(entry.includes('://') ? entry : `https://${entry}`).hostname];
    } catch {
      return [];
    }
  });
  return [...siteHosts, ...cdnHosts];
}
