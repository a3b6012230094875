import * as v from 'valibot';
import { defineCall } from './call';
import type { GameType } from './games';
import { wire } from './wire';

/** How a game is launched: for money, or its free trial (SPEC 2.7 Play and Free Trial buttons). */
export type LaunchMode = 'play' | 'trial';

// The readings of a trial account's launch live with the permission data that carries them.
export { DEFAULT_TRIAL_LAUNCH_READING, trialLaunchReadings, type TrialLaunchReading } from './system';

/** The wallet a launch plays from (observed `accountType`): 1 real money, 0 free play. */
export type AccountType = typeof wire.launch.realAccount | typeof wire.launch.freeAccount;

/**
 * GET /wps/game/launchGame (SPEC 7.4, with the token). The payload's fields are not shown in the
 * spec; these are observed (public client D3M09/go444 mobile/assets/api.js and game.html): the
 * platform needs `launchMode: GLS` (without it: HTTP 500 "#727 system busy"), the wallet
 * (`accountType`), the vendor (`vassalage`), the game (`gameId`; a vendor card sends the vendor
 * alone) and the language (without it many games open in Chinese); with the usual platform and
 * client type. A free trial goes to the trial launch below instead.
 */
export type LaunchGameRequest = {
  launchMode: typeof wire.launch.launchMode;
  accountType: AccountType;
  /** Vendor code (SPEC 3 vassalage). */
  vassalage: string;
  gameType: GameType;
  /** The game's id; observed: the public client sends the game's node id here. */
  gameId?: string;
  nodeId?: string;
  /** SPEC 3.3 language code: BN or EN. */
  language: string;
  platform: string;
  clientType: 3;
};

/** What a caller gives: the fetcher (src/api/launch.ts) adds the launch mode, platform and client type. */
export type LaunchGameInput = Omit<LaunchGameRequest, 'launchMode' | 'platform' | 'clientType'>;

/** The answer as the live platform sends it (observed: the URL nested under `content.game_url`). */
export type LaunchGameObserved = { content: { game_url: string } };

const urlField = v.optional(v.nullable(v.string()));

/**
 * The launch answer, read as the game's URL (hosted in the route, SPEC 4.9). Observed (public
 * client D3M09/go444 mobile/assets/api.js): `value.content.game_url`; older builds put it on the
 * value as `url`, `gameUrl`, `link` or `launchUrl`, or send the URL itself. All are read; an
 * answer with no URL in it is malformed.
 */
const launchGameValue = v.pipe(
  v.union([
    v.string(),
    v.object({
      content: v.optional(v.nullable(v.object({ game_url: urlField, gameUrl: urlField, url: urlField }))),
      url: urlField,
      gameUrl: urlField,
      link: urlField,
      launchUrl: urlField,
    }),
  ]),
  v.transform((value) => {
    if (typeof value === 'string') return value;
    const { content } = value;
    const candidates = [
      content?.game_url,
      content?.gameUrl,
      content?.url,
      value.url,
      value.gameUrl,
      value.link,
      value.launchUrl,
    ];
    return candidates.find((url): url is string => !!url) ?? '';
  }),
  v.minLength(1),
);

/** GET /wps/game/launchGame (SPEC 7.4): the game's URL, whichever shape it came in. */
export const launchGameCall = defineCall<LaunchGameRequest, string>({
  name: 'launchGame',
  method: 'GET',
  path: 'wps/game/launchGame',
  auth: true,
  value: launchGameValue,
});

/**
 * A free trial (`accountType` 0), for a visitor or a member: the platform's call registry keeps a
 * trial launch of its own, `wps/relay/GCS_gameTrialLaunch`, marked as needing no token, while its
 * `launchGame` needs one (docs/platform-evidence/registry.md). Its fields and answer are not shown
 * anywhere stored: the same launch fields and the same answer as launchGame are our assumption
 * (the platform's desktop client opens both through one launch helper, with a trial flag). The
 * token goes along while there is one, as on every call.
 */
export const trialLaunchCall = defineCall<LaunchGameRequest, string>({
  name: 'trialLaunch',
  method: 'GET',
  path: 'wps/relay/GCS_gameTrialLaunch',
  value: launchGameValue,
});

/**
 * SPEC 8 "Game maintenance, with recommendations of other games": not shown how the platform says
 * it; the mock platform refuses the launch with this code and `{ recommendations: GameItem[] }`
 * (its schema and mock mode's demo round are in launch-details.ts: the calls registry brings this
 * file into the first chunk the home page loads, so it holds only what the registry needs).
 */
export const GAME_MAINTENANCE = 'GAME_MAINTENANCE';

/** Game launches: this area's calls by contract name, spread into `calls` (index.ts). */
export const launchCalls = {
  launchGame: launchGameCall,
  trialLaunch: trialLaunchCall,
} as const;
