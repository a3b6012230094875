import { defineScenario } from './types';

/** SPEC 4.2's other reading of a first login: it runs the first-login action only. */
export default defineScenario({
  id: 'first-login-announcements-only',
  description: {
    en: "demo01 (Demo@1234) logs in for the first time, read as 'first-login step only': no forced password change.",
    bn: "demo01 (Demo@1234) প্রথমবার লগইন করে, 'শুধু প্রথম লগইনের ধাপ' হিসেবে: পাসওয়ার্ড বদলাতে বাধ্য করা হয় না।",
  },
  world: {
    settings: { firstLoginReading: 'announcementsOnly' },
    memberChanges: { demo01: { firstTimeLogin: true } },
  },
});
