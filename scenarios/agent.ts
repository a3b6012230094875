import { defineScenario } from './types';

export default defineScenario({
  id: 'agent',
  description: {
    en: 'Starts logged in as agent01 (Demo@1234) in the agent centre (open /agentHome): every contract page on, a team four levels deep (subagent01, subagent02, members), contracts of every kind.',
    bn: 'এজেন্ট সেন্টারে agent01 (Demo@1234) হিসেবে লগইন অবস্থায় শুরু হয় (/agentHome খুলুন): সব চুক্তির পাতা চালু, চার স্তরের টিম (subagent01, subagent02, সদস্যরা), সব ধরনের চুক্তি।',
  },
  loginAs: 'agent01',
  world: { whitelabel: { AGENTPOLICY3: true } },
});
