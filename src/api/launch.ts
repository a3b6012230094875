import { api } from './index';
import { brand } from './config';
import { CLIENT_TYPE, type GamePage, type GameType } from './contracts/games';
import { fetchGamePage } from './games';
import { launchGameCall, trialLaunchCall, type LaunchGameInput } from './contracts/launch';
import { wire } from './contracts/wire';
import { demoRoundCall, type DemoRoundRequest } from './contracts/launch-details';
import { lotteryLaunchCall, type LotteryLaunchRequest } from './contracts/lottery';

/**
 * SPEC 4.9 launch: the game's URL. A free trial goes to the platform's trial launch (no session
 * needed), anything else to launchGame. The launch mode (observed: always GLS), platform and
 * client type are added here.
 */
export const launchGame = (input: LaunchGameInput, signal?: AbortSignal) =>
  api.request(
    input.accountType === wire.launch.freeAccount ? trialLaunchCall : launchGameCall,
    { ...input, launchMode: wire.launch.launchMode, platform: brand.platform, clientType: CLIENT_TYPE },
    signal ? { signal } : {},
  );

/** SPEC 7.5 launch lobby: the lottery's URL. */
export const launchLotteryLobby = (request: LotteryLaunchRequest, signal?: AbortSignal) =>
  api.request(lotteryLaunchCall, request, signal ? { signal } : {});

/**
 * SPEC 4.9 vendor popup list: a page of the vendor's games (SPEC 7.4 game list with vassalage),
 * numbered as asked (the observed answer does not say which page it is).
 */
export const fetchVendorGames = (
  input: { vendor: string; gameType: GameType; language: string; pageNo: number },
  signal?: AbortSignal,
): Promise<GamePage> =>
  fetchGamePage(
    { gameType: input.gameType, language: input.language, vassalage: input.vendor },
    input.pageNo,
    signal,
  );

/** Mock mode only (the demo game): one round. */
export const playDemoRound = (request: DemoRoundRequest) => api.request(demoRoundCall, request);
