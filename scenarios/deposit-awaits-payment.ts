import { defineScenario } from './types';

export default defineScenario({
  id: 'deposit-awaits-payment',
  description: {
    en: 'The other reading of how a deposit is paid (money.settings.depositPayment reportedByPlayer): a deposit waits for the player to say "I have paid" (with the transaction ID for bKash, Nagad and Rocket), is checked about 10 s later, and lapses when its 30-minute window closes unreported (default seenByBackOffice: the payment is seen about 10 s after the request).',
    bn: 'ডিপোজিট পেমেন্টের অন্য পাঠ (money.settings.depositPayment reportedByPlayer): খেলোয়াড় "আমি পেমেন্ট করেছি" না বলা পর্যন্ত ডিপোজিট অপেক্ষা করে (বিকাশ, নগদ ও রকেটে ট্রানজেকশন আইডিসহ), প্রায় 10 সেকেন্ড পরে যাচাই হয়, আর 30 মিনিটের মধ্যে না জানালে বাতিল হয় (ডিফল্ট seenByBackOffice: অনুরোধের প্রায় 10 সেকেন্ড পরে পেমেন্ট দেখা যায়)।',
  },
  world: { money: { settings: { depositPayment: 'reportedByPlayer' } } },
});
