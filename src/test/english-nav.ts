/** The default world's main navigation in English, in the SPEC 2.1 order (shared by unit and e2e tests). */
export const englishNav = [
  'Home',
  'E-lottery',
  'Lottery',
  'Live casino',
  'Sports',
  'Fishing',
  'Slots',
  'Poker & cards',
  'E-sports',
  'Cockfight',
  'Promotions',
];
