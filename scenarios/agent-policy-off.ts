import { defineScenario } from './types';

export default defineScenario({
  id: 'agent-policy-off',
  description: {
    en: 'AGENTPOLICY3 is off: the consolidated contract data is not loaded, so the agent centre shows no contract page.',
    bn: 'AGENTPOLICY3 বন্ধ: চুক্তির সমন্বিত তথ্য লোড হয় না, তাই এজেন্ট সেন্টারে কোনো চুক্তির পাতা দেখায় না।',
  },
  world: { whitelabel: { AGENTPOLICY3: false } },
});
