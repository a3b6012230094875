import { defineScenario } from './types';

export default defineScenario({
  id: 'short-confirmation',
  description: {
    en: 'The withdrawal confirmation window is 1 minute (money.settings.confirmationMinutes), so an unanswered payout is seen turning "auto-received" by hand. demo01 has a paid withdrawal awaiting confirmation.',
    bn: 'উত্তোলন নিশ্চিত করার সময় 1 মিনিট, তাই উত্তর না দেওয়া পেমেন্ট হাতে-কলমে "স্বয়ংক্রিয়ভাবে প্রাপ্ত" হতে দেখা যায়। demo01-এর একটি পরিশোধিত উত্তোলন নিশ্চিতকরণের অপেক্ষায়।',
  },
  world: { money: { settings: { confirmationMinutes: 1, demoOrdersInFlight: true } } },
});
