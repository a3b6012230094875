import { defineScenario } from './types';

export default defineScenario({
  id: 'frozen-downline',
  description: {
    en: "subagent01 is frozen by its upline: its login is refused, and agent01's team management offers Unfreeze.",
    bn: 'subagent01-কে তার আপলাইন স্থগিত করেছে: এর লগইন প্রত্যাখ্যাত হয়, এবং agent01-এর টিম ব্যবস্থাপনায় চালু করার সুযোগ আছে।',
  },
  world: { memberChanges: { subagent01: { frozen: true } } },
});
