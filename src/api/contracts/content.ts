import * as v from 'valibot';
import { defineCall } from './call';

/** SPEC 3 banner groups: w_home, w_promotion, w_leftmenu and w_login_{language}. */
export const bannerGroup = {
  home: 'w_home',
  promotion: 'w_promotion',
  leftMenu: 'w_leftmenu',
  login: (language: string) => `w_login_${language}`,
} as const;

const banner = v.object({
  groupName: v.string(),
  url: v.string(),
  /** SPEC 2.7: what a click opens; absent or null: nothing. */
  linkage: v.optional(v.nullable(v.string())),
  linkageType: v.optional(v.nullable(v.string())),
  /** SPEC 2.7: a video banner (its linkage is a video-site link). */
  video: v.optional(v.boolean()),
  /** Not shown in the spec: the banner's title, used as the image's text alternative. */
  title: v.optional(v.nullable(v.string())),
});
export type Banner = v.InferOutput<typeof banner>;

const notice = v.object({ id: v.union([v.string(), v.number()]), title: v.string() });
const popupItem = v.object({
  title: v.string(),
  content: v.string(),
  execution: v.picklist(['A', 'B', 'F']),
});

/** SPEC 3 announcement data: banners, player notices, popup, promotion (later work fills the rest). */
const announcementsValue = v.looseObject({
  banners: v.optional(v.array(banner), []),
  notices: v.optional(v.array(notice), []),
  popup: v.optional(v.array(popupItem), []),
});
export type AnnouncementsValue = v.InferOutput<typeof announcementsValue>;

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (SPEC 7.6): `types` lists what to send (B banners, PL
 * player notices, PU popup, PR promotion, H help); platform W. The method is not shown: GET chosen.
 */
export const announcementsCall = defineCall<
  { types: string; platform: 'W'; language: string; execution?: 'A' | 'B' | 'F' },
  AnnouncementsValue
>({
  name: 'announcements',
  method: 'GET',
  path: 'wps/relay/MCSFE_getListAnnouncements',
  value: announcementsValue,
});
