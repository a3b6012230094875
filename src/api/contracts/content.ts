import * as v from 'valibot';
import { defineCall } from './call';
import { HOME_BANNER_GROUP, homeCalls } from './start-calls';

/** SPEC 3 banner groups: w_home, w_promotion, w_leftmenu and w_login_{language}. */
export const bannerGroup = {
  home: HOME_BANNER_GROUP,
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

/**
 * SPEC 3 notice: id, title. `publishedAt` (an ISO instant; not shown in the spec) dates it in the
 * notice modal (SPEC 2.4 noticeModal) when the platform sends it.
 */
const notice = v.object({
  id: v.union([v.string(), v.number()]),
  title: v.string(),
  publishedAt: v.optional(v.nullable(v.string())),
});
export type Notice = v.InferOutput<typeof notice>;

/** SPEC 3, 4.7: who a popup entry is for: A logged-in members, B visitors, F a first-time login. */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/**
 * SPEC 3 popup item: title, content (server HTML, shown only after sanitising: src/browser/sanitize.ts),
 * execution. Not shown in the spec: `id` (the entry's key; absent, the client numbers the entries)
 * and `promotionId` (the promotion the entry advertises: its link opens the reward centre, SPEC 2.4).
 */
const popupItem = v.object({
  id: v.optional(v.union([v.string(), v.number()])),
  title: v.string(),
  content: v.string(),
  execution: v.picklist(popupExecutions),
  promotionId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});
export type PopupItem = v.InferOutput<typeof popupItem>;

/** SPEC 3 promotion: announcementImages with sequence and url. */
const announcementImage = v.object({ sequence: v.number(), url: v.string() });
export type AnnouncementImage = v.InferOutput<typeof announcementImage>;
const announcementPromotion = v.object({
  announcementImages: v.optional(v.array(announcementImage), []),
});

/**
 * SPEC 3 announcement data: banners, player notices, popup, promotion. The player notices are
 * observed under `player` (a saved answer of this call in the public client D3M09/go444,
 * Proxy/data/_debug_notice.json: `value.player`, each with id, title and more); our older guess
 * named them `notices`, which still decodes. Either reads as `notices` (`player` first).
 */
const announcementsValue = v.pipe(
  v.object({
    banners: v.optional(v.array(banner), []),
    player: v.optional(v.nullable(v.array(notice))),
    notices: v.optional(v.nullable(v.array(notice))),
    popup: v.optional(v.array(popupItem), []),
    promotion: v.optional(v.nullable(announcementPromotion), null),
  }),
  v.transform(({ banners, player, notices, popup, promotion }) => ({
    banners,
    notices: player ?? notices ?? [],
    popup,
    promotion,
  })),
);
export type AnnouncementsValue = v.InferOutput<typeof announcementsValue>;
/** The announcement data as the live platform sends it (observed: the notices under `player`). */
export type AnnouncementsObserved = Omit<AnnouncementsValue, 'notices'> & { player: Notice[] };

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
  path: homeCalls.homeAnnouncements.path,
  value: announcementsValue,
});

/** Banners, notices and popups: this area's calls by contract name, spread into `calls` (index.ts). */
export const contentCalls = {
  announcements: announcementsCall,
} as const;
