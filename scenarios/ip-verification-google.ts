import { defineScenario } from './types';

export default defineScenario({
  id: 'ip-verification-google',
  description: {
    en: 'demo01 (Demo@1234) logs in from an unregistered IP and is asked for its Google Authenticator code (mock: 123456).',
    bn: 'demo01 (Demo@1234) অনিবন্ধিত IP থেকে লগইন করে এবং Google Authenticator কোড (মক: 123456) চাওয়া হয়।',
  },
  world: {
    settings: { ipCheckReading: 'unregistered', ipVerificationMethod: 'google' },
    memberChanges: { demo01: { knownIps: [], mobile: '01912345670' } },
  },
});
