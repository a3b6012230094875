import { api } from './index';
import { brand } from './config';
import { GAME_PAGE_SIZE, gameListCall, CLIENT_TYPE, type GameType } from './contracts/games';
import { launchGameCall, type LaunchGameRequest } from './contracts/launch';
import { demoRoundCall, type DemoRoundRequest } from './contracts/launch-details';
import { lotteryLaunchCall, type LotteryLaunchRequest } from './contracts/lottery';

/** What the caller gives; the platform and client type are added here. */
export type LaunchGameInput = Omit<LaunchGameRequest, 'platform' | 'clientType'>;

/** SPEC 4.9 launchGame: the game's URL. */
export const launchGame = (input: LaunchGameInput, signal?: AbortSignal) =>
  api.request(
    launchGameCall,
    { ...input, platform: brand.platform, clientType: CLIENT_TYPE },
    signal ? { signal } : {},
  );

/** SPEC 7.5 launch lobby: the lottery's URL. */
export const launchLotteryLobby = (request: LotteryLaunchRequest, signal?: AbortSignal) =>
  api.request(lotteryLaunchCall, request, signal ? { signal } : {});

/** SPEC 4.9 vendor popup list: a page of the vendor's games (SPEC 7.4 game list with vassalage). */
export const fetchVendorGames = (
  input: { vendor: string; gameType: GameType; language: string; pageNo: number },
  signal?: AbortSignal,
) =>
  api.request(
    gameListCall,
    {
      clientType: CLIENT_TYPE,
      platform: brand.platform,
      merchant: brand.merchantCode,
      gameType: input.gameType,
      pageNo: input.pageNo,
      pageSize: GAME_PAGE_SIZE,
      language: input.language,
      vassalage: input.vendor,
    },
    signal ? { signal } : {},
  );

/** Mock mode only (the demo game): one round. */
export const playDemoRound = (request: DemoRoundRequest) => api.request(demoRoundCall, request);
