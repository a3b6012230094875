import { defineScenario } from './types';

export default defineScenario({
  id: 'no-payment-password',
  description: {
    en: 'demo01 has no withdrawal password and no bank account yet: Withdraw shows the notice that links to the security centre, where the password is set, and the form to add an account in the real name.',
    bn: 'demo01-এর এখনও উত্তোলন পাসওয়ার্ড ও ব্যাংক অ্যাকাউন্ট নেই: উত্তোলন পাতায় নিরাপত্তা কেন্দ্রের লিংকসহ নোটিশ আসে, সেখানে পাসওয়ার্ড সেট করা যায়, আর আসল নামে অ্যাকাউন্ট যোগ করার ফর্ম থাকে।',
  },
  world: { memberChanges: { demo01: { paymentPasswordHash: '', bankAccounts: [] } } },
});
