import { defineScenario } from './types';

export default defineScenario({
  id: 'full-payment-status',
  description: {
    en: 'The other reading of SPEC 4.11 "full payment" (money.settings.fullPaymentReading payoutStatus): it marks a payout the payment team paid in one full transfer, and the member answers Received or Not received only (the default reading offers Received in full and Received in part). demo01 has a paid withdrawal awaiting confirmation.',
    bn: 'SPEC 4.11-এর "পূর্ণ পেমেন্ট"-এর অন্য পাঠ: এটি পেমেন্ট টিমের একবারে পুরোটা পাঠানো পেমেন্টের চিহ্ন, সদস্য শুধু "পেয়েছি" বা "পাইনি" উত্তর দেন (ডিফল্ট পাঠে "পুরোটা পেয়েছি" ও "আংশিক পেয়েছি")। demo01-এর একটি পরিশোধিত উত্তোলন নিশ্চিতকরণের অপেক্ষায়।',
  },
  world: { money: { settings: { fullPaymentReading: 'payoutStatus', demoOrdersInFlight: true } } },
});
