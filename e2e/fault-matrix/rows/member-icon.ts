import type { memberIconCalls } from '../../../src/api/contracts/member-icon';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `memberIconCalls` (src/api/contracts/member-icon.ts), or why it does not. */
export const memberIconRows = {
  visited: [],
  uncovered: [
    {
      call: 'memberIcon',
      status: 'by design',
      reason:
        "the picture beside the member's name shows the default avatar (SPEC 8 fallback avatar); no message by design: it is a decoration",
    },
  ],
} satisfies AreaRows<keyof typeof memberIconCalls>;
