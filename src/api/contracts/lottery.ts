import * as v from 'valibot';
import { defineCall } from './call';

/** SPEC 3.3 prize modes. */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/**
 * SPEC 7.5 "Launch lobby": lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView
 * (betting or lobby), device, backUrl, language. The vendor is not among the spec's parameters; it
 * is sent so the platform knows which lottery (TCG_LOTTO_VN or TCG_SEA) to open.
 */
export type LotteryLaunchRequest = {
  vendor: string;
  lottoArea: 'VN';
  launchMode: 'LOTT';
  lottoPrizeMode: PrizeMode;
  lottoGameCode?: string;
  lottoView: 'betting' | 'lobby';
  device: 'WEB';
  backUrl: string;
  language: string;
};

/**
 * Path not shown in the spec: the platform's registry launches the lottery lobby (its `lottLabby`)
 * on the game launch's path, wps/game/launchGame; the lottery's `launchMode: LOTT` tells it from a
 * game's launch (`GLS`).
 */
export const lotteryLaunchCall = defineCall<LotteryLaunchRequest, string>({
  name: 'lotteryLaunch',
  method: 'GET',
  path: 'wps/game/launchGame',
  auth: true,
  claimsPayload: (payload) => payload.launchMode === 'LOTT',
  value: v.pipe(v.string(), v.minLength(1)),
});

/** The lottery lobby: this area's calls by contract name, spread into `calls` (index.ts). */
export const lotteryCalls = {
  lotteryLaunch: lotteryLaunchCall,
} as const;
