import * as v from 'valibot';
import { defineCall, idText } from './call';
import { gameTypes, type GameItem } from './games';
import type { LaunchMode } from './launch';

/**
 * The launch's refusal value and mock mode's demo round. Kept apart from launch.ts, which the calls
 * registry brings into the first chunk the home page loads: nothing here is needed before a launch.
 */

const recommendedGame = v.object({
  nodeId: idText,
  displayName: v.string(),
  isHot: v.optional(v.number(), 0),
  iconUrl: v.optional(v.nullable(v.string())),
  showIcon: v.optional(v.nullable(v.string())),
  gameName: v.optional(v.nullable(v.string())),
  vassalage: v.string(),
  gameType: v.picklist(gameTypes),
  gameCode: v.optional(v.nullable(v.string())),
  isGame: v.optional(v.nullable(v.string())),
  gameId: v.optional(v.nullable(v.string())),
});
/**
 * The value of a "#734 the previous game has not finished" refusal (wire.ts `previousGameOpen`).
 * Not observed: the public client shows the message only. Our assumption, accepted when present:
 * `{ previousGame }`, the game still open, so the player can be offered a way back to it.
 */
export const previousGameValue = v.object({ previousGame: recommendedGame });
export type PreviousGameValue = { previousGame: GameItem };

/** The value of a maintenance refusal; anything else in it reads as no recommendations. */
export const maintenanceValue = v.object({ recommendations: v.array(recommendedGame) });
export type MaintenanceValue = { recommendations: GameItem[] };

/**
 * Mock mode only: one round of the mock world's demo game, so a demo shows a full loop. Its
 * handler lives in mocks/handlers/launch.ts; only the mock-mode demo game calls it, so it never
 * reaches the real build. A `play` round moves the member's balance in the world; a `trial` round
 * is play money and needs no session.
 */
export type DemoRoundRequest = {
  stake: number;
  pick: 'high' | 'low';
  mode: LaunchMode;
  /** The launched game's title, vendor code and game type, which its betting record shows. */
  game: string;
  vendor?: string;
  gameType?: string;
};
export type DemoRoundValue = {
  /** The die, 1 to 6: 4 to 6 is high. */
  roll: number;
  won: boolean;
  /** What the round paid back (2 × stake on a win, 0 on a loss). */
  payout: number;
  /** The member's balance after the round; null for a trial round. */
  balance: number | null;
};
export const demoRoundCall = defineCall<DemoRoundRequest, DemoRoundValue>({
  name: 'demoRound',
  method: 'POST',
  path: 'wps/mock/demoGame/round',
  auth: true,
  value: v.object({
    roll: v.number(),
    won: v.boolean(),
    payout: v.number(),
    balance: v.nullable(v.number()),
  }),
});

/** The demo round's refusal when the stake is not a positive amount within the balance. */
export const DEMO_STAKE_REFUSED = 'DEMO_STAKE_REFUSED';
