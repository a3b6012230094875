import type { registerCalls } from '../../src/api/contracts/register';
import { fieldRule } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

/** The answers of `registerCalls` (src/api/contracts/register.ts), as the platform sends them. */
export const registerFixtures = {
  registerSettings: {
    value: { fields: { username: fieldRule }, minimumAge: 18, mobileDigits: 10, countryDialingCode: '880' },
    source: 'SPEC 3.1',
    note: 'SPEC 3.1: per-field enabled, required, acceptedPattern, patternId, minLength, maxLength.',
  },
  register: { value: { token: 'a0b1c2d3-new-member-1' }, source: 'assumption' },
  registerMobile: { value: { token: 'a0b1c2d3-new-member-2' }, source: 'assumption' },
  affiliate: {
    value: null,
    source: 'assumption',
    note: 'SPEC 7.9: only a refusal matters (invitation_code_error).',
  },
} satisfies Record<keyof typeof registerCalls, WireFixture>;
