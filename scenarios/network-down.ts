import { defineScenario } from './types';

export default defineScenario({
  id: 'network-down',
  description: {
    en: 'Every call fails as if the network were down. Lift the faults in this panel to recover.',
    bn: 'প্রতিটি কল ব্যর্থ হয়, যেন নেটওয়ার্ক বন্ধ। ফিরে পেতে এই প্যানেলে ত্রুটি তুলে নিন।',
  },
  faults: [{ call: '*', kind: 'network' }],
});
