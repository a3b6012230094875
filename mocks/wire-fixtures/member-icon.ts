import type { memberIconCalls } from '../../src/api/contracts/member-icon';
import type { WireFixture } from './wire-fixture';

/** The answers of `memberIconCalls` (src/api/contracts/member-icon.ts), as the platform sends them. */
export const memberIconFixtures = {
  memberIcon: {
    value: { icon: 'https://img.example.com/avatars/100234.png' },
    source: 'assumption',
    note: "SPEC 7.1 names the path only; the platform registry lists it as login.icon (module PROFPIC3) with no answer seen, and the platform's newer avatar call (MCSFE_getPlayerAvatar) is not in the spec. The picture's address, or null for none, is ours.",
  },
} satisfies Record<keyof typeof memberIconCalls, WireFixture>;
