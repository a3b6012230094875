import { defineScenario } from './types';

export default defineScenario({
  id: 'applications-rejected',
  description: {
    en: 'The back office rejects every application (issue 18): a promotion applied for (Apply) and an affiliate application show Applying, then Rejected about 10 s later (promotions.settings and content.affiliateOutcome; by default they are approved).',
    bn: 'ব্যাক অফিস প্রতিটি আবেদন প্রত্যাখ্যান করে: আবেদন করা প্রমোশন ও অ্যাফিলিয়েট আবেদন প্রথমে "আবেদন চলছে", প্রায় ১০ সেকেন্ড পরে "প্রত্যাখ্যাত" দেখায় (ডিফল্টে অনুমোদিত হয়)।',
  },
  world: {
    promotions: { settings: { outcome: 'rejected' } },
    content: { affiliateOutcome: 'rejected' },
  },
});
