import { api } from './index';
import { gameMenuCall } from './contracts/game-menu';
import { startPayloads } from './contracts/start-calls';

/** SPEC 7.4: the vendors of each game type, for the navigation and the lobby (asked at the start). */
export const fetchGameMenu = (language: string, signal?: AbortSignal) =>
  api.request(gameMenuCall, startPayloads.gameMenu(language), { signal });
