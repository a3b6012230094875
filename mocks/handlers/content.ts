import { announcementsCall } from '../../src/api/contracts';
import { bannerArt } from '../world/icons';
import { playerNotices } from '../world/lobby-content';
import type { WorldStore } from '../world/store';
import { mockCall } from './respond';

/** SPEC 7.6 announcement data: the parts `types` asks for (B banners, PL player notices), in the asked language. */
export function contentHandlers(store: WorldStore) {
  return [
    mockCall(announcementsCall, ({ payload }) => {
      const types = (payload.types ?? '').split(',').map((type) => type.trim());
      const lang = payload.language?.toUpperCase() === 'EN' ? 'en' : 'bn';
      const banners = types.includes('B')
        ? store.world.banners.map((banner) => ({
            groupName: banner.groupName,
            url: bannerArt(banner.headline[lang], banner.hue),
            linkage: banner.linkage,
            linkageType: banner.linkage ? 'URL' : null,
            title: banner.headline[lang],
          }))
        : [];
      const notices = types.includes('PL') ? playerNotices(store.world, lang) : [];
      return { banners, notices, popup: [] };
    }),
  ];
}
