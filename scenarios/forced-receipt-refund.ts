import { defineScenario } from './types';

export default defineScenario({
  id: 'forced-receipt-refund',
  description: {
    en: 'The other reading of SPEC 4.11: when the back office forces a disputed payout to "received", the withdrawn amount is returned to the balance (the default reading keeps it paid out). demo01 has a paid withdrawal awaiting confirmation.',
    bn: 'SPEC 4.11-এর অন্য পাঠ: বিতর্কিত পেমেন্ট ব্যাক অফিস জোর করে "পেয়েছি" করলে উত্তোলনের টাকা ব্যালেন্সে ফেরত আসে (ডিফল্ট পাঠে ফেরত আসে না)। demo01-এর একটি পরিশোধিত উত্তোলন নিশ্চিতকরণের অপেক্ষায়।',
  },
  world: { money: { settings: { forcedReceiptReading: 'refund', demoOrdersInFlight: true } } },
});
