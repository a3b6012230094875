import { defineScenario } from './types';

export default defineScenario({
  id: 'mobile-register',
  description: {
    en: 'Registration by mobile number with an SMS code (123456), alongside registration by username.',
    bn: 'মোবাইল নম্বর ও এসএমএস কোড (123456) দিয়ে নিবন্ধন, সাথে ইউজারনেম দিয়ে নিবন্ধনও।',
  },
  world: { whitelabel: { MOBILENUMREG3: true, REGMOBVERF3: true, USERNAMEREG3: true } },
});
