import type { World } from './types';

/** Issue 6: the mock world's promotions and rewards (filled by the promotions and rewards work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PromotionsWorld {}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createPromotionsWorld(world: World): PromotionsWorld {
  void world;
  return {};
}
