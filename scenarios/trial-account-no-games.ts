import { defineScenario } from './types';

/** SPEC 4.9 / 6's other reading of a trial account's launches: no game at all, not even a free trial. */
export default defineScenario({
  id: 'trial-account-no-games',
  description: {
    en: 'The other reading of SPEC 4.9 and 6 (settings.trialLaunchReading noGames): as trial-account, but a trial account cannot open a Free Trial either; it is asked for a real account (the default reading lets it open the Free Trial, as a visitor may).',
    bn: 'SPEC 4.9 ও 6-এর অন্য পাঠ (settings.trialLaunchReading noGames): trial-account-এর মতো, তবে ট্রায়াল অ্যাকাউন্ট ফ্রি ট্রায়ালও খুলতে পারে না; তাকে আসল অ্যাকাউন্ট খুলতে বলা হয় (ডিফল্ট পাঠে ভিজিটরের মতো ফ্রি ট্রায়াল খোলা যায়)।',
  },
  world: { whitelabel: { FREEPLAY3: true }, settings: { trialLaunchReading: 'noGames' } },
});
