import type { World } from './types';

/** Issue 6: the mock world's announcements (filled by the announcements work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AnnouncementsWorld {}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createAnnouncementsWorld(world: World): AnnouncementsWorld {
  void world;
  return {};
}
