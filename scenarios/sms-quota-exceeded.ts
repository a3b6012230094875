import { defineScenario } from './types';

export default defineScenario({
  id: 'sms-quota-exceeded',
  description: {
    en: 'Every SMS code request is refused: the SMS quota is used up, contact customer service.',
    bn: 'প্রতিটি এসএমএস কোডের অনুরোধ প্রত্যাখ্যাত: এসএমএস কোটা শেষ, গ্রাহক সেবায় যোগাযোগ করুন।',
  },
  world: { whitelabel: { MOBILEVERCODELOGIN3: true }, smsBehaviour: 'quotaExceeded' },
});
