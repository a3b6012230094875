import { defineScenario } from './types';

export default defineScenario({
  id: 'first-login',
  description: {
    en: 'demo01 (Demo@1234) logs in for the first time: the first-login step and a forced password change (the default reading of SPEC 4.2).',
    bn: 'demo01 (Demo@1234) প্রথমবার লগইন করে: প্রথম লগইনের ধাপ ও বাধ্যতামূলক পাসওয়ার্ড পরিবর্তন (SPEC 4.2-এর ডিফল্ট পাঠ)।',
  },
  world: { memberChanges: { demo01: { firstTimeLogin: true } } },
});
