import { defineScenario } from './types';

export default defineScenario({
  id: 'agent-contract-offer',
  description: {
    en: 'agent01 has offered subagent01 a daily salary contract (2.00 %, daily) that waits for an answer: log in as subagent01 (Demo@1234) on /agent and answer it on the daily salary page.',
    bn: 'agent01 subagent01-কে একটি দৈনিক বেতন চুক্তির প্রস্তাব দিয়েছে (২.০০ %, দৈনিক), যা উত্তরের অপেক্ষায়: /agent-এ subagent01 (Demo@1234) হিসেবে লগইন করে দৈনিক বেতনের পাতায় উত্তর দিন।',
  },
  world: { agency: { settings: { pendingOfferToSubagent01: true } } },
});
