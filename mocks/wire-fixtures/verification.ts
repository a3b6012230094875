import type { verificationCalls } from '../../src/api/contracts/verification';
import type { WireFixture } from './wire-fixture';

/** The answers of `verificationCalls` (src/api/contracts/verification.ts), as the platform sends them. */
export const verificationFixtures = {
  smsCodeNoLogin: { value: { expiredMinutes: 5 }, source: 'SPEC 3.2' },
  smsCodeRegister: { value: { expiredMinutes: 5 }, source: 'SPEC 3.2' },
} satisfies Record<keyof typeof verificationCalls, WireFixture>;
