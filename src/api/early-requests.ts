import { startCalls, startPayloads } from './contracts/start-calls';
import { platformHeaders } from './platform-headers';
import { startLanguage } from '../lib/start-language';

export interface EarlyStartInput {
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
 * 7.4 game menu), in the start language and with the tab's session. None for a login link
 * (`?token=`): the handover decides the session first (issue 15), and the app then asks itself.
 */
export function earlyRequests(input: EarlyStartInput): EarlyRequest[] {
  if (new URLSearchParams(input.search).has('token')) return [];
  const language = startLanguage(input.search, input.savedLanguage);
  const headers = platformHeaders({ merchantCode: input.merchantCode, language, token: input.token });
  const request = (name: keyof typeof startCalls, payload?: Record<string, string>) => {
    const url = new URL(startCalls[name].path, input.apiBase);
    if (payload) url.search = new URLSearchParams(payload).toString();
    return { name, url: url.href, headers };
  };
  return [
    request('status', startPayloads.status()),
    request('permission', startPayloads.permission(language)),
    request('gameMenu', startPayloads.gameMenu(language)),
  ];
}
