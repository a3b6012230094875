import { defaultPromotionSettings } from '../mocks/world/promotions-world';
import { defineScenario } from './types';

/** demo01's member id in every seed (mocks/world/fixed-members.ts). */
const DEMO01 = '1001';

export default defineScenario({
  id: 'applications-rejected',
  description: {
    en: 'The back office rejects every application: a promotion applied for and an affiliate application show Applying, then Rejected about 10 s later (promotions.settings.outcome and content.affiliateOutcome; by default they are approved). demo01’s Live casino rebate application is decided 10 s after the world starts.',
    bn: 'ব্যাক অফিস প্রতিটি আবেদন প্রত্যাখ্যান করে: আবেদন করা প্রমোশন ও অ্যাফিলিয়েট আবেদন প্রথমে "আবেদন চলছে", প্রায় 10 সেকেন্ড পরে "প্রত্যাখ্যাত" দেখায় (ডিফল্টে অনুমোদিত হয়)। demo01-এর লাইভ ক্যাসিনো রিবেটের আবেদন বিশ্ব শুরুর 10 সেকেন্ড পরে সিদ্ধান্ত হয়।',
  },
  world: ({ now }) => ({
    promotions: {
      settings: { outcome: 'rejected' },
      // The seeded application waits on no one by default; here the back office decides it too.
      members: {
        [DEMO01]: {
          promotions: {
            'P-REBATE-2': {
              status: 'applying',
              decideAt: new Date(now + defaultPromotionSettings.reviewSeconds * 1000).toISOString(),
            },
          },
        },
      },
    },
    content: { affiliateOutcome: 'rejected' },
  }),
});
