import { defineScenario } from './types';

/**
 * No vendors at all: the game menu is empty, so the navigation shows home and promotions only and
 * every section and list shows its empty state. Hot games and winners read the same world: with no
 * vendor there is no game to be hot or to have been won on; the notices (about vendors and deposits)
 * are left out too, so the marquee is empty as well.
 */
export default defineScenario({
  id: 'empty-lobby',
  description: {
    en: 'No game providers at all: the navigation shows home and promotions only, and every game section and list is empty.',
    bn: 'কোনো গেম প্রোভাইডার নেই: নেভিগেশনে শুধু হোম ও প্রোমোশন, আর প্রতিটি গেম বিভাগ ও তালিকা খালি।',
  },
  world: { gameMenu: [], rngExcludedVendors: [], announcements: { notices: [] } },
});
