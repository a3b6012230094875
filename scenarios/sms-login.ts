import { defineScenario } from './types';

export default defineScenario({
  id: 'sms-login',
  description: {
    en: 'Login by SMS code is on: mobile 01712345678, code 123456; codes expire after 1 minute.',
    bn: 'এসএমএস কোডে লগইন চালু: মোবাইল 01712345678, কোড 123456; কোডের মেয়াদ 1 মিনিট।',
  },
  world: {
    whitelabel: { MOBILEVERCODELOGIN3: true },
    sms: { expiredMinutes: 1 },
  },
});
