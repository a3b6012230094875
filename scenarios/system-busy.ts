import { defineScenario } from './types';

export default defineScenario({
  id: 'system-busy',
  description: {
    en: 'demo01 is logged in and the platform is busy: the first game launch is answered HTTP 500 "#727 system busy"; trying again opens the game.',
    bn: 'demo01 লগইন করা এবং প্ল্যাটফর্ম ব্যস্ত: প্রথম গেম খোলার উত্তর আসে HTTP 500 "#727 সিস্টেম ব্যস্ত"; আবার চেষ্টা করলে গেমটি খোলে।',
  },
  loginAs: 'demo01',
  world: { system: { busyOnce: ['launchGame'] } },
});
