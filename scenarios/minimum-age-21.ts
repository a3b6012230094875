import { defineScenario } from './types';

export default defineScenario({
  id: 'minimum-age-21',
  description: {
    en: 'The other reading of the age rule (SPEC 5.5 "Please confirm you are 21", SPEC 9 "one message says 21"): the terms and the birthday in the security centre ask for 21 (the default reading is 18).',
    bn: 'বয়সের নিয়মের অন্য পাঠ (SPEC 5.5, 9): শর্তাবলি ও নিরাপত্তা কেন্দ্রের জন্মতারিখে 21 বছর লাগে (ডিফল্ট পাঠে 18)।',
  },
  world: { settings: { minimumAge: 21 } },
});
