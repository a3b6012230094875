import { defineScenario } from './types';

export default defineScenario({
  id: 'single-wallet',
  description: {
    en: 'Single-wallet merchant (SPEC 7.3 merchant wallet isSingle): one balance for every game, so the wallet page has no vendor wallets or transfers.',
    bn: 'একক ওয়ালেট মার্চেন্ট (SPEC 7.3): সব গেমের জন্য একটিই ব্যালেন্স, তাই ওয়ালেট পাতায় ভেন্ডর ওয়ালেট বা ট্রান্সফার নেই।',
  },
  world: { money: { settings: { singleWallet: true } } },
});
