import * as v from 'valibot';
import { defineCall } from './call';
import type { GameType } from './games';

/** How a game is launched: for money, or its free trial (SPEC 2.7 Play and Free Trial buttons). */
export type LaunchMode = 'play' | 'trial';

/**
 * GET /wps/game/launchGame (SPEC 7.4, with the token). The payload's fields are not shown in the
 * spec: the game (or, for a vendor card, the vendor alone), the mode, and the usual language,
 * platform and client type. A visitor's free trial is sent without a token.
 */
export type LaunchGameRequest = {
  vendor: string;
  gameType: GameType;
  gameCode?: string;
  nodeId?: string;
  mode: LaunchMode;
  language: string;
  platform: string;
  clientType: 3;
};

/** The answer is the URL of the game (hosted in the route, SPEC 4.9). */
export const launchGameCall = defineCall<LaunchGameRequest, string>({
  name: 'launchGame',
  method: 'GET',
  path: 'wps/game/launchGame',
  auth: true,
  value: v.pipe(v.string(), v.minLength(1)),
});

/**
 * SPEC 8 "Game maintenance, with recommendations of other games": not shown how the platform says
 * it; the mock platform refuses the launch with this code and `{ recommendations: GameItem[] }`
 * (its schema and mock mode's demo round are in launch-details.ts: the calls registry brings this
 * file into the first chunk the home page loads, so it holds only what the registry needs).
 */
export const GAME_MAINTENANCE = 'GAME_MAINTENANCE';
