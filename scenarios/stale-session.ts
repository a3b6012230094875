import { defineScenario } from './types';

export default defineScenario({
  id: 'stale-session',
  description: {
    en: "demo01's tab holds a session the platform has ended (a login on another device): every call answers 401 login.not.session; the lobby still loads as a visitor's and the login opens.",
    bn: 'demo01-এর ট্যাবে এমন একটি সেশন আছে যা প্ল্যাটফর্ম শেষ করে দিয়েছে (অন্য ডিভাইসে লগইন): প্রতিটি কল 401 login.not.session দেয়; লবি তবুও ভিজিটর হিসেবে খোলে এবং লগইন আসে।',
  },
  loginAs: 'demo01',
  sessionEnded: true,
});
