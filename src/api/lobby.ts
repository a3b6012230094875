import { api } from './index';
import { brand } from './config';
import { announcementsCall } from './contracts/content';
import { hotGamesCall, rankListCall } from './contracts/games';
import { homePayloads } from './contracts/start-calls';

// Each sends what the early start sends on `/` (start-calls.ts), so the client takes the
// early answer instead of asking again.

/** SPEC 7.4 hot games (merchantCode, isPlatform 2, platform, language): the list. */
export const fetchHotGames = (language: string, signal?: AbortSignal) =>
  api
    .request(hotGamesCall, homePayloads.hotGames(language, brand.merchantCode), { signal })
    .then((value) => value.list);

/** SPEC 7.4 winner board: GCSGAME_getRankList with gameCategory ALL, limitNum 20. */
export const fetchWinners = (language: string, signal?: AbortSignal) =>
  api.request(rankListCall, homePayloads.rankList(language), { signal }).then((value) => value.list);

/** SPEC 7.6: the home page's banners (B) and player notices (PL) in one announcements call. */
export const fetchHomeAnnouncements = (language: string, signal?: AbortSignal) =>
  api
    .request(announcementsCall, homePayloads.homeAnnouncements(language), { signal })
    .then(({ banners, notices }) => ({ banners, notices }));
