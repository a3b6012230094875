import { defineScenario } from './types';

export default defineScenario({
  id: 'ip-verification-registered',
  description: {
    en: 'The other reading of SPEC 4.2: a login from a registered IP is verified; demo01 (Demo@1234) is asked for a code sent to its e-mail (123456).',
    bn: 'SPEC 4.2-এর অন্য পাঠ: নিবন্ধিত IP থেকে লগইন যাচাই হয়; demo01 (Demo@1234)-কে ইমেইলে পাঠানো কোড (123456) চাওয়া হয়।',
  },
  world: {
    settings: { ipCheckReading: 'registered', ipVerificationMethod: 'emailCode' },
    memberChanges: { demo01: { mobile: '01912345670' } },
  },
});
