import { defineScenario } from './types';

/**
 * SPEC 8 "Avatar load failure: fallback avatar": demo01's member icon (SPEC 7.1) is a picture no
 * browser can draw (a data: address, so nothing is fetched and no host is named).
 */
export default defineScenario({
  id: 'broken-avatar',
  description: {
    en: 'Starts logged in as demo01, whose member icon fails to load: the header, the member centre and (for an agent) the agent centre show the fallback avatar beside the name. fault=memberIcon:500 shows the same for any account.',
    bn: 'demo01 হিসেবে লগইন করে শুরু, যার সদস্য ছবি লোড হয় না: হেডার, সদস্য কেন্দ্র ও (এজেন্টের জন্য) এজেন্ট কেন্দ্রে নামের পাশে বিকল্প ছবি দেখা যায়। fault=memberIcon:500 যেকোনো অ্যাকাউন্টের জন্য একই দেখায়।',
  },
  loginAs: 'demo01',
  world: { memberChanges: { demo01: { icon: 'data:image/png;base64,bm90IGEgcGljdHVyZQ==' } } },
});
