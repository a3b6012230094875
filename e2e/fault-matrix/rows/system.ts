import type { systemCalls } from '../../../src/api/contracts/system';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `systemCalls` (src/api/contracts/system.ts), or why it does not. */
export const systemRows = {
  visited: [
    // The start: every screen makes these first (SPEC 4.1, 7.2).
    { call: 'status', screen: { path: '/' } },
    // The site's settings: the site runs on its defaults and says so under the header, with a retry.
    { call: 'permission', screen: { path: '/' } },
  ],
  uncovered: [
    {
      call: 'languageSet',
      status: 'by design',
      reason:
        "a member's language switch is done at once for the player; telling the server is best effort (SPEC 4.12), and the next switch tells it again",
    },
  ],
} satisfies AreaRows<keyof typeof systemCalls>;
