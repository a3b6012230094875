import type { chatCalls } from '../../src/api/contracts/chat';
import type { WireFixture } from './wire-fixture';

/** The answers of `chatCalls` (src/api/contracts/chat.ts), as the platform sends them. */
export const chatFixtures = {
  chatStatus: {
    value: { online: true, available: true },
    source: 'assumption',
    note: 'SPEC 4.13 names the toggle only; live chat calls are CBS relays (SPEC 7.4).',
  },
  chatAvailability: { value: { online: true, available: false }, source: 'assumption' },
} satisfies Record<keyof typeof chatCalls, WireFixture>;
