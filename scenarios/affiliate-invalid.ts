import { defineScenario } from './types';

export default defineScenario({
  id: 'affiliate-invalid',
  description: {
    en: 'No invitation (affiliate) code is valid: the check fails and a registration with a code is refused.',
    bn: 'কোনো আমন্ত্রণ (অ্যাফিলিয়েট) কোড বৈধ নয়: যাচাই ব্যর্থ হয় এবং কোডসহ নিবন্ধন প্রত্যাখ্যাত হয়।',
  },
  world: { affiliateCodes: [] },
});
