import { defineScenario } from './types';

export default defineScenario({
  id: 'no-announcements',
  description: {
    en: 'No announcements: no popup entries and no player notices (no popup opens; the marquee is gone and the notice modal is empty).',
    bn: 'কোনো ঘোষণা নেই: কোনো পপআপ এন্ট্রি বা প্লেয়ার নোটিশ নেই (কোনো পপআপ খোলে না; নোটিশ মার্কি নেই, নোটিশ মোডাল খালি)।',
  },
  world: { announcements: { popup: [], notices: [] } },
});
