import { defineScenario } from './types';

export default defineScenario({
  id: 'maintenance-region-blocked',
  description: {
    en: 'Maintenance and region block at once: maintenance wins (SPEC 4.1).',
    bn: 'রক্ষণাবেক্ষণ ও অঞ্চল অবরোধ একসাথে: রক্ষণাবেক্ষণ অগ্রাধিকার পায়।',
  },
  world: { system: { status: 2, maintenance: true, regionRestriction: true } },
});
