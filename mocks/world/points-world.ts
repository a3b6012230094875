import type { World } from './types';

/** Issue 6: the mock world's points, VIP and rebates (filled by the points, VIP and rebates work). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PointsWorld {}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createPointsWorld(world: World): PointsWorld {
  void world;
  return {};
}
