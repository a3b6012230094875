import { defineScenario } from './types';

export default defineScenario({
  id: 'points-mall-off',
  description: {
    en: 'Points mall switched off (PTSYS3): /pointMall explains it is not available and the member menu has no points-mall entry.',
    bn: 'পয়েন্ট মল বন্ধ (PTSYS3): /pointMall জানায় এটি চালু নেই এবং সদস্য মেনুতে পয়েন্ট মল নেই।',
  },
  world: { whitelabel: { PTSYS3: false } },
});
