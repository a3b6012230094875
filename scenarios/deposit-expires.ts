import { defineScenario } from './types';

export default defineScenario({
  id: 'deposit-expires',
  description: {
    en: 'As deposit-awaits-payment, with a pay window of 20 seconds (money.settings.payWindowSeconds): a deposit left unreported is seen running out of time and closing as rejected (time to pay ran out).',
    bn: 'deposit-awaits-payment-এর মতো, তবে পেমেন্টের সময় 20 সেকেন্ড (money.settings.payWindowSeconds): না জানানো ডিপোজিটের সময় শেষ হয়ে প্রত্যাখ্যাত (পেমেন্টের সময় শেষ) হতে দেখা যায়।',
  },
  world: { money: { settings: { depositPayment: 'reportedByPlayer', payWindowSeconds: 20 } } },
});
