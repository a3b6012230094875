import { defineScenario } from './types';

export default defineScenario({
  id: 'money-in-flight',
  description: {
    en: 'demo01 has a bKash deposit of 2,000 under review (approved about 10 s after the world starts) and a paid withdrawal of 1,500 awaiting confirmation (Received / Not received).',
    bn: 'demo01-এর 2,000 টাকার একটি বিকাশ ডিপোজিট যাচাই হচ্ছে (শুরুর প্রায় 10 সেকেন্ড পরে অনুমোদিত হয়) এবং 1,500 টাকার একটি পরিশোধিত উত্তোলন নিশ্চিতকরণের অপেক্ষায় (পেয়েছি / পাইনি)।',
  },
  world: { money: { settings: { demoOrdersInFlight: true } } },
});
