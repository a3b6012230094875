import { defineScenario } from './types';

export default defineScenario({
  id: 'sms-rate-limited',
  description: {
    en: 'Every SMS code request is refused: too many requests, try again after 5 minutes.',
    bn: 'প্রতিটি এসএমএস কোডের অনুরোধ প্রত্যাখ্যাত: অনেক বেশি অনুরোধ, 5 মিনিট পরে আবার চেষ্টা করুন।',
  },
  world: { whitelabel: { MOBILEVERCODELOGIN3: true }, smsBehaviour: 'rateLimited' },
});
