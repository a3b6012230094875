import { api } from './index';
import { brand } from './config';
import { startPayloads } from './contracts/start-calls';
import { languageSetCall, permissionCall, statusCall } from './contracts/system';
import { getToken } from '../browser/session-store';

export const fetchStatus = (signal?: AbortSignal) => api.request(statusCall, undefined, { signal });

export const fetchPermission = (language: string, signal?: AbortSignal) =>
  api.request(permissionCall, startPayloads.permission(language), { signal });

/** SPEC 4.12: tells the server the member's language; a visitor has nothing to tell. */
export async function notifyLanguage(language: string): Promise<void> {
  if (!getToken()) return;
  await api.request(languageSetCall, { language });
}

export { brand };
