import { defineScenario } from './types';

export default defineScenario({
  id: 'default',
  description: {
    en: 'The seeded world as it is: site open, every category with vendors, demo accounts ready.',
    bn: 'সিড করা জগৎ যেমন আছে: সাইট চালু, প্রতিটি বিভাগে ভেন্ডর, ডেমো অ্যাকাউন্ট প্রস্তুত।',
  },
});
