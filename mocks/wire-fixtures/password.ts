import type { passwordCalls } from '../../src/api/contracts/password';
import type { WireFixture } from './wire-fixture';

/** The answers of `passwordCalls` (src/api/contracts/password.ts), as the platform sends them. */
export const passwordFixtures = {
  changePassword: { value: null, source: 'assumption' },
  forgotPasswordEmail: { value: null, source: 'assumption' },
  setPasswordByPhone: {
    value: { token: '3c2b1a00-reset-0001' },
    source: 'assumption',
    note: 'SPEC 4.6: the member is logged in after the password is set.',
  },
} satisfies Record<keyof typeof passwordCalls, WireFixture>;
