import { defineScenario } from './types';

export default defineScenario({
  id: 'captcha-required',
  description: {
    en: 'The captcha is required from the very first login attempt (mock captcha 1234).',
    bn: 'প্রথম লগইন চেষ্টা থেকেই ক্যাপচা লাগবে (মক ক্যাপচা 1234)।',
  },
  world: { settings: { captchaAfterFailures: 0 } },
});
