import { defineScenario } from './types';

export default defineScenario({
  id: 'trial-account',
  description: {
    en: 'Free Play is on: "Try for free" gives a trial account (type 4), which is asked for a real account; it may still open a Free Trial (SPEC 4.9, the default reading).',
    bn: 'ফ্রি প্লে চালু: "বিনামূল্যে খেলুন" একটি ট্রায়াল অ্যাকাউন্ট (টাইপ 4) দেয়, যাকে আসল অ্যাকাউন্ট খুলতে বলা হয়; তবু সে ফ্রি ট্রায়াল খুলতে পারে (SPEC 4.9, ডিফল্ট পাঠ)।',
  },
  world: { whitelabel: { FREEPLAY3: true } },
});
