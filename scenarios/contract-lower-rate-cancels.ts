import { defineScenario } from './types';

export default defineScenario({
  id: 'contract-lower-rate-cancels',
  description: {
    en: 'The other reading of the lower-rate rule (SPEC 4.11): an offer below a rate the downline pays its own downlines is cancelled. Log in as agent01 and offer subagent01 a daily salary under 1.50 % (subagent02 holds 1.50 %).',
    bn: 'কম হারের নিয়মের অন্য ব্যাখ্যা (SPEC 4.11): ডাউনলাইন নিজের ডাউনলাইনদের যে হার দেয় তার চেয়ে কম প্রস্তাব বাতিল হয়। agent01 হিসেবে লগইন করে subagent01-কে 1.50 %-এর কম দৈনিক বেতন প্রস্তাব দিন (subagent02-এর 1.50 %)।',
  },
  world: { agency: { settings: { lowerRateReading: 'cancelsOffer' } } },
});
