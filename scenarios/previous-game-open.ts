import { defineScenario } from './types';

export default defineScenario({
  id: 'previous-game-open',
  description: {
    en: 'demo01 is logged in and a real-money game stays open until a round of it is played: opening another game meanwhile is refused ("#734 the previous game has not finished") with a way back to the open one.',
    bn: 'demo01 লগইন করা, আর টাকার খেলা একটি গেম তার একটি রাউন্ড খেলা না হওয়া পর্যন্ত খোলা থাকে: এর মধ্যে অন্য গেম খুললে তা ফেরানো হয় ("#734 আগের গেমটি এখনো শেষ হয়নি") এবং খোলা গেমে ফেরার পথ দেখায়।',
  },
  loginAs: 'demo01',
  world: { launch: { gamesStayOpen: true } },
});
