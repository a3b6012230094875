import { api } from './index';
import { announcementsCall, type AnnouncementImage, type Notice, type PopupItem } from './contracts/content';

/** The banners of the announcement data (SPEC 3, 7.6), in a language. */
export const fetchBanners = (language: string, signal?: AbortSignal) =>
  api
    .request(announcementsCall, { types: 'B', platform: 'W', language }, { signal })
    .then((value) => value.banners);

export interface PopupAnnouncements {
  popup: PopupItem[];
  promotionImages: AnnouncementImage[];
}

/**
 * The popup entries of every audience (SPEC 4.7: the client keeps A, B or F for who is there) and
 * the promotion's images in their sequence (SPEC 3), in a language.
 */
export const fetchPopupAnnouncements = (
  language: string,
  signal?: AbortSignal,
): Promise<PopupAnnouncements> =>
  api.request(announcementsCall, { types: 'PU,PR', platform: 'W', language }, { signal }).then((value) => ({
    popup: value.popup,
    promotionImages: [...(value.promotion?.announcementImages ?? [])].sort((a, b) => a.sequence - b.sequence),
  }));

/** The player notices (SPEC 7.6: the notice call uses execution B), in a language. */
export const fetchNotices = (language: string, signal?: AbortSignal): Promise<Notice[]> =>
  api
    .request(announcementsCall, { types: 'PL', platform: 'W', language, execution: 'B' }, { signal })
    .then((value) => value.notices);
