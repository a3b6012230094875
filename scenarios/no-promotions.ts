import { noPromotionsOverrides } from '../mocks/world/promotions-seed';
import { defineScenario } from './types';

export default defineScenario({
  id: 'no-promotions',
  description: {
    en: 'No promotions at all: the promotions page, the reward centre and the mission page show their empty states; the badges are 0.',
    bn: 'কোনো প্রোমোশন নেই: প্রোমোশন পাতা, রিওয়ার্ড সেন্টার ও মিশন পাতা খালি দেখায়; ব্যাজ 0।',
  },
  world: { promotions: noPromotionsOverrides },
});
