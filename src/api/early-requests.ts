import {
  gameListPath,
  gamePagePayload,
  homeCalls,
  homePayloads,
  MENU_PLATFORM,
  promotionListPath,
  startCalls,
  startPayloads,
} from './contracts/start-calls';
import { categoryOfPath, gameListCategories } from '../lib/routes';
import { platformHeaders } from './platform-headers';
import { toSearchParams } from './search-params';
import { startLanguage } from '../lib/start-language';

export interface EarlyStartInput {
  /** The page's path: the home page (`/`) has calls of its own. */
  pathname: string;
  /** The page's query string (its `lang`, and a login link's `token`). */
  search: string;
  /** The saved language (local storage `lang`). */
  savedLanguage: string | null;
  token: string | null;
  /** The API's absolute base URL, ending in '/'. */
  apiBase: string;
  merchantCode: string;
}

export interface EarlyRequest {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * The start-up calls exactly as the API client will send them (SPEC 4.1: status; 7.2 permission;
 * 7.4 game menu), in the start language and with the tab's session, and on the home page its own
 * (7.6 banners and notices, 7.4 hot games and winner board), on a game list page its first page
 * (7.4; all of a vendor's when the URL names one), on /promotions the promotions' list. None for a login link (`?token=`):
 * the handover decides the session first, and the app then asks itself.
 */
export function earlyRequests(input: EarlyStartInput): EarlyRequest[] {
  if (new URLSearchParams(input.search).has('token')) return [];
  const language = startLanguage(input.search, input.savedLanguage);
  const headers = platformHeaders({ merchantCode: input.merchantCode, language, token: input.token });
  const request = (name: string, path: string, payload?: object) => {
    const url = new URL(path, input.apiBase);
    // URLSearchParams writes numbers and booleans as the client's query does.
    if (payload)
      url.search = new URLSearchParams(toSearchParams(payload) as Record<string, string>).toString();
    return { name, url: url.href, headers };
  };
  const start = [
    request('status', startCalls.status.path, startPayloads.status()),
    request('permission', startCalls.permission.path, startPayloads.permission(language)),
    request('gameMenu', startCalls.gameMenu.path, startPayloads.gameMenu(language)),
  ];
  const category = categoryOfPath(input.pathname);
  if (category && (gameListCategories as readonly string[]).includes(category)) {
    const vassalage = new URLSearchParams(input.search).get('vassalage') ?? undefined;
    const query = { gameType: category, language, vassalage, selectionType: 'ALL' };
    const site = { merchantCode: input.merchantCode, platform: MENU_PLATFORM };
    return [...start, request('gameList', gameListPath, gamePagePayload(query, 1, site))];
  }
  if (input.pathname.toLowerCase() === promotionListPath.page)
    return [...start, request('promotionList', promotionListPath.path, { language })];
  if (input.pathname !== '/') return start;
  return [
    ...start,
    request('homeAnnouncements', homeCalls.homeAnnouncements.path, homePayloads.homeAnnouncements(language)),
    request('hotGames', homeCalls.hotGames.path, homePayloads.hotGames(language, input.merchantCode)),
    request('rankList', homeCalls.rankList.path, homePayloads.rankList(language)),
  ];
}
