import { defineScenario } from './types';

export default defineScenario({
  id: 'agent-contract-offer',
  description: {
    en: 'Starts logged in as the agent subagent01 (Demo@1234), to whom agent01 has offered a daily salary contract (2.00 %, daily) that waits for an answer on the daily salary page.',
    bn: 'এজেন্ট subagent01 (Demo@1234) হিসেবে লগইন অবস্থায় শুরু হয়, যাকে agent01 একটি দৈনিক বেতন চুক্তির প্রস্তাব দিয়েছে (2.00 %, দৈনিক), যা দৈনিক বেতনের পাতায় উত্তরের অপেক্ষায়।',
  },
  loginAs: 'subagent01',
  world: { agency: { settings: { pendingOfferToSubagent01: true } } },
});
