import { defineScenario } from './types';

export default defineScenario({
  id: 'trial-account',
  description: {
    en: 'Free Play is on: "Try for free" gives a trial account (type 4), which is asked for a real account.',
    bn: 'ফ্রি প্লে চালু: "বিনামূল্যে খেলুন" একটি ট্রায়াল অ্যাকাউন্ট (টাইপ 4) দেয়, যাকে আসল অ্যাকাউন্ট খুলতে বলা হয়।',
  },
  world: { whitelabel: { FREEPLAY3: true } },
});
