import { defineScenario } from './types';

export default defineScenario({
  id: 'slow-network',
  description: {
    en: 'Every call answers after 2.5 s, to see loading states (a URL latency overrides it).',
    bn: 'প্রতিটি কল 2.5 সেকেন্ড পরে উত্তর দেয়, লোডিং অবস্থা দেখতে।',
  },
  latency: 2500,
});
