/**
 * The site's welcome offer: one record that the home banner, the visitor's and the first login's
 * popups and the promotions page all word their figures from, so none of them can promise another
 * percentage or cap than the others. Apart from welcome-offer.ts so `World` (types.ts) can name it
 * without importing the logic, which imports `World`.
 */
export interface WelcomeOffer {
  /** The promotion that carries it on the promotions page. */
  promotionId: string;
  /** The bonus as a share of the first deposit. */
  percent: number;
  /** The largest bonus, major units. */
  maxBonus: number;
}
