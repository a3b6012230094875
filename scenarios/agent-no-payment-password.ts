import { defineScenario } from './types';

export default defineScenario({
  id: 'agent-no-payment-password',
  description: {
    en: 'agent01 has no payment password: a transfer to a downline asks to set one in the security centre first.',
    bn: 'agent01-এর পেমেন্ট পাসওয়ার্ড নেই: ডাউনলাইনে ট্রান্সফার করতে আগে নিরাপত্তা কেন্দ্রে সেট করতে বলে।',
  },
  world: { memberChanges: { agent01: { paymentPasswordHash: '' } } },
});
