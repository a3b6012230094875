import { api } from './index';
import { brand } from './config';
import { announcementsCall } from './contracts/content';
import { hotGamesCall, rankListCall, WINNER_LIMIT } from './contracts/games';

/** SPEC 7.4: the hot games ask for these platforms, as one comma-separated value. */
const HOT_GAMES_PLATFORMS = 'flash,html5-desktop';

/** SPEC 7.4 hot games (merchantCode, isPlatform 2, platform, language): the list. */
export const fetchHotGames = (language: string, signal?: AbortSignal) =>
  api
    .request(
      hotGamesCall,
      { merchantCode: brand.merchantCode, isPlatform: 2, platform: HOT_GAMES_PLATFORMS, language },
      { signal },
    )
    .then((value) => value.list);

/** SPEC 7.4 winner board: GCSGAME_getRankList with gameCategory ALL, limitNum 20. */
export const fetchWinners = (language: string, signal?: AbortSignal) =>
  api
    .request(rankListCall, { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }, { signal })
    .then((value) => value.list);

/** SPEC 7.6: the home page's banners (B) and player notices (PL) in one announcements call. */
export const fetchHomeAnnouncements = (language: string, signal?: AbortSignal) =>
  api
    .request(announcementsCall, { types: 'B,PL', platform: 'W', language }, { signal })
    .then(({ banners, notices }) => ({ banners, notices }));
