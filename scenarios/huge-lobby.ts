import { defineScenario } from './types';

/** SPEC 9 "slot games claimed: around 10,000": 2,000 games for each of the five RNG vendors. */
const perVendor = 2_000; // SPEC 9 slot-games-claimed

export default defineScenario({
  id: 'huge-lobby',
  description: {
    en: 'About 10,000 slot games: 2,000 for each of the five slot providers (PG, JILI, PP, JDB, FA CHAI). The slots list stays smooth.',
    bn: 'প্রায় 10,000 স্লট গেম: পাঁচটি স্লট প্রোভাইডারের (PG, JILI, PP, JDB, FA CHAI) প্রত্যেকের 2,000টি। স্লট তালিকা মসৃণ থাকে।',
  },
  // Only the counts sit in the world; the games are made from the seed when asked for.
  world: {
    gameCatalogue: {
      counts: { PG: perVendor, JILI: perVendor, PP: perVendor, JDB: perVendor, FC: perVendor },
    },
  },
});
