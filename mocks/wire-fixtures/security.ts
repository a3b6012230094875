import type { securityCalls } from '../../src/api/contracts/security';
import { fieldRule } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

/** The answers of `securityCalls` (src/api/contracts/security.ts), as the platform sends them. */
export const securityFixtures = {
  securityInfo: {
    value: {
      account: 'player01',
      nickname: 'Player One',
      realName: '',
      birthday: '',
      mobile: '017****5678',
      mobileConfirmed: true,
      email: null,
      emailConfirmed: false,
      paymentPasswordSet: true,
      profile: { telegram: '@player01' },
    },
    source: 'assumption',
  },
  profileSettings: {
    value: { fields: { telegram: { ...fieldRule, required: false } }, minimumAge: 18 },
    source: 'assumption',
  },
  saveProfile: { value: null, source: 'assumption' },
  bindMobile: { value: null, source: 'assumption' },
  bindEmail: { value: null, source: 'assumption' },
  setPaymentPassword: { value: null, source: 'assumption' },
  changePaymentPassword: { value: null, source: 'assumption' },
} satisfies Record<keyof typeof securityCalls, WireFixture>;
