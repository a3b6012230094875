import { api } from './index';
import { brand } from './config';
import { gameMenuCall } from './contracts/games';

export const fetchGameMenu = (language: string, signal?: AbortSignal) =>
  api.request(gameMenuCall, { language, platform: brand.platform }, { signal });
