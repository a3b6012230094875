import type { publicStateCalls } from '../../../src/api/contracts/public-state';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `publicStateCalls` (src/api/contracts/public-state.ts), or why it does not. */
export const publicStateRows = {
  visited: [],
  uncovered: [
    {
      call: 'publicState',
      status: 'by design',
      reason:
        'badges and counts (VIP, promotions, messages) stay unset; no message by design: they are decorations of the header and menu',
    },
  ],
} satisfies AreaRows<keyof typeof publicStateCalls>;
