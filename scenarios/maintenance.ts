import { defineScenario } from './types';

export default defineScenario({
  id: 'maintenance',
  description: {
    en: 'Whole-site maintenance with no announced end time.',
    bn: 'পুরো সাইট রক্ষণাবেক্ষণে, শেষ হওয়ার সময় জানানো নেই।',
  },
  world: {
    system: {
      status: 1,
      maintenance: true,
    },
  },
});
