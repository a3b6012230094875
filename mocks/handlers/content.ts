import { announcementsCall, type AnnouncementsObserved } from '../../src/api/contracts';
import { bannerArt, bannerCta } from '../world/icons';
import type { WorldStore } from '../world/store';
import { mockObserved } from './observed';

/**
 * SPEC 7.6 announcement data: the parts `types` asks for (B banners, PL player notices, PU popup,
 * PR promotion), in the asked language. `execution` (A, B or F), when sent, keeps only the popup
 * entries of that audience; without it every entry is sent and the client picks (SPEC 4.7). The
 * player notices go under `player`, as the live platform sends them (observed).
 */
export function contentHandlers(store: WorldStore) {
  return [
    mockObserved<AnnouncementsObserved>()(announcementsCall, ({ payload }) => {
      const types = (payload.types ?? '').split(',').map((type) => type.trim());
      const lang = payload.language?.toUpperCase() === 'EN' ? 'en' : 'bn';
      const world = store.world;
      const banners = types.includes('B')
        ? world.banners.map((banner) => ({
            groupName: banner.groupName,
            url: bannerArt(banner.headline[lang], bannerCta[lang], banner.hue),
            linkage: banner.linkage,
            linkageType: banner.linkage ? 'URL' : null,
            title: banner.headline[lang],
          }))
        : [];
      const player = types.includes('PL')
        ? world.announcements.notices.map((notice) => ({
            id: notice.id,
            title: notice.title[lang],
            publishedAt: notice.publishedAt,
          }))
        : [];
      const popup = types.includes('PU')
        ? world.announcements.popup
            .filter((entry) => !payload.execution || entry.execution === payload.execution)
            .map((entry) => ({
              id: entry.id,
              title: entry.title[lang],
              content: entry.content[lang],
              execution: entry.execution,
              promotionId: entry.promotionId,
            }))
        : [];
      const promotion = types.includes('PR')
        ? {
            announcementImages: [...world.announcements.promotionImages]
              .sort((a, b) => a.sequence - b.sequence)
              .map((image) => ({
                sequence: image.sequence,
                url: bannerArt(image.headline[lang], bannerCta[lang], image.hue),
              })),
          }
        : null;
      return { banners, player, popup, promotion };
    }),
  ];
}
