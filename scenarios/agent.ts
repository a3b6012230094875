import { allContracts } from '../mocks/world/create-world';
import { defineScenario } from './types';

export default defineScenario({
  id: 'agent',
  description: {
    en: 'agent01 (Demo@1234) with every contract page on and a downline, the sub-agent subagent01 among it.',
    bn: 'agent01 (Demo@1234)-এর সব চুক্তির পাতা চালু এবং অধীনে সদস্যরা আছে, তাদের মধ্যে সাব-এজেন্ট subagent01।',
  },
  world: {
    whitelabel: { AGENTPOLICY3: true },
    memberChanges: {
      agent01: { consolidated: allContracts() },
      subagent01: { consolidated: { divtypereq: true, dailysalreqtype: true } },
    },
  },
});
