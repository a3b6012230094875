import { maintenanceEndAfter } from '../mocks/world/create-world';
import { defineScenario } from './types';

export default defineScenario({
  id: 'maintenance-with-end',
  description: {
    en: 'Whole-site maintenance ending two hours from now (on the hour).',
    bn: 'পুরো সাইট রক্ষণাবেক্ষণে, এখন থেকে দুই ঘণ্টা পরে শেষ হবে।',
  },
  world: ({ now }) => ({
    system: {
      status: 1,
      maintenance: true,
      maintenanceEnd: maintenanceEndAfter(now, 2),
    },
  }),
});
