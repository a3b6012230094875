import { defineScenario } from './types';

export default defineScenario({
  id: 'function-off',
  description: {
    en: 'The platform has switched deposits off: the deposit page says the function is not available (HTTP 400 function.not.available) and offers customer service.',
    bn: 'প্ল্যাটফর্ম ডিপোজিট বন্ধ করেছে: ডিপোজিট পাতা জানায় সুবিধাটি এখন পাওয়া যাচ্ছে না (HTTP 400 function.not.available) এবং গ্রাহক সেবা দেখায়।',
  },
  world: { system: { functionsOff: ['paymentChannels', 'deposit'] } },
});
