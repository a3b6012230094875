import { defineScenario } from './types';

export default defineScenario({
  id: 'ip-verification',
  description: {
    en: 'demo01 (Demo@1234) logs in from an IP not registered to the account: a code sent to its mobile (123456) is asked first (SPEC 4.2, default reading).',
    bn: 'demo01 (Demo@1234) অ্যাকাউন্টে নিবন্ধিত নয় এমন IP থেকে লগইন করে: আগে মোবাইলে পাঠানো কোড (123456) চাওয়া হয় (SPEC 4.2, ডিফল্ট পাঠ)।',
  },
  world: {
    settings: { ipCheckReading: 'unregistered', ipVerificationMethod: 'mobileCode' },
    memberChanges: { demo01: { knownIps: [], mobile: '01912345670' } },
  },
});
