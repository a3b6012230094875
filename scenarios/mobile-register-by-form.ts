import { defineScenario } from './types';

/** SPEC 4.5's other reading of the register type: the call follows the form used. */
export default defineScenario({
  id: 'mobile-register-by-form',
  description: {
    en: 'The other reading of SPEC 4.5 (settings.registerCallReading byForm): as mobile-register, but only the mobile form is sent as registerMobile; the username form is sent as register (the default reading sends both as registerMobile while MOBILENUMREG3 is on). SMS code 123456.',
    bn: 'SPEC 4.5-এর অন্য পাঠ (settings.registerCallReading byForm): mobile-register-এর মতো, তবে শুধু মোবাইল ফর্ম registerMobile হিসেবে যায়; ইউজারনেম ফর্ম যায় register হিসেবে (ডিফল্ট পাঠে MOBILENUMREG3 চালু থাকলে দুটোই registerMobile)। এসএমএস কোড 123456।',
  },
  world: {
    whitelabel: { MOBILENUMREG3: true, REGMOBVERF3: true, USERNAMEREG3: true },
    settings: { registerCallReading: 'byForm' },
  },
});
