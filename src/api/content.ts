import { api } from './index';
import { announcementsCall } from './contracts/content';

/** The banners of the announcement data (SPEC 3, 7.6), in a language. */
export const fetchBanners = (language: string, signal?: AbortSignal) =>
  api
    .request(announcementsCall, { types: 'B', platform: 'W', language }, { signal })
    .then((value) => value.banners);
