import { defineScenario } from './types';

export default defineScenario({
  id: 'ip-verification-bank-name',
  description: {
    en: 'demo01 (Demo@1234) logs in from an unregistered IP and is asked for its bank account name: Rahim Islam.',
    bn: 'demo01 (Demo@1234) অনিবন্ধিত IP থেকে লগইন করে এবং ব্যাংক অ্যাকাউন্টের নাম চাওয়া হয়: Rahim Islam।',
  },
  world: {
    settings: { ipCheckReading: 'unregistered', ipVerificationMethod: 'bankAccountName' },
    memberChanges: { demo01: { knownIps: [], realName: 'Rahim Islam' } },
  },
});
