import type { World } from './types';

/** Issue 6: the mock world's content and support (help, blog, news, feedback, referral) (filled by the content and support (help, blog, news, feedback, referral) work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentWorld {}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createContentWorld(world: World): ContentWorld {
  void world;
  return {};
}
