import { defineScenario } from './types';

export default defineScenario({
  id: 'password-expired',
  description: {
    en: "demo01's password (Demo@1234) has expired and forced change is on: logging in asks for a new one.",
    bn: 'demo01-এর পাসওয়ার্ডের (Demo@1234) মেয়াদ শেষ এবং বাধ্যতামূলক পরিবর্তন চালু: লগইন করলে নতুন পাসওয়ার্ড চাওয়া হয়।',
  },
  world: {
    whitelabel: { PWDEXPFORCECHANGE3: true },
    memberChanges: { demo01: { passwordExpired: true } },
  },
});
