import { defineScenario } from './types';

export default defineScenario({
  id: 'region-blocked',
  description: {
    en: "The visitor's region or IP is blocked: the access-restricted page with the IP.",
    bn: 'দর্শকের অঞ্চল বা আইপি অবরুদ্ধ: আইপি সহ প্রবেশ-সীমিত পাতা।',
  },
  world: { system: { status: 2, regionRestriction: true } },
});
