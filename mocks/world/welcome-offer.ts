import type { Localised } from './announcements-types';
import type { World } from './types';
import type { WelcomeOffer } from './welcome-offer-types';

export const defaultWelcomeOffer = (): WelcomeOffer => ({
  promotionId: 'P-NEWBIE-2',
  percent: 100,
  maxBonus: 5_000,
});

/** The world's welcome offer, or the default one for a world saved without it. */
export const welcomeOfferOf = (site: World['site']): WelcomeOffer =>
  site.welcomeOffer ?? defaultWelcomeOffer();

/** Money as the mock back office types it: the taka sign and Latin digits grouped by three. */
const taka = (major: number) => `৳${major.toLocaleString('en-US')}`;

/** The offer's words, every one made from the record. */
export function welcomeOfferText({ percent, maxBonus }: WelcomeOffer) {
  const cap = taka(maxBonus);
  return {
    /** The banner's headline and the promotion's title. */
    headline: { en: `Welcome bonus ${percent}%`, bn: `স্বাগতম বোনাস ${percent}%` } satisfies Localised,
    /** What the offer gives, in one sentence. */
    summary: {
      en: `${percent}% of your first deposit as a bonus, up to ${cap}.`,
      bn: `প্রথম ডিপোজিটের ${percent}% বোনাস, সর্বোচ্চ ${cap}।`,
    } satisfies Localised,
  };
}
