import type { chatCalls } from '../../../src/api/contracts/chat';
import { member } from '../steps';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `chatCalls` (src/api/contracts/chat.ts), or why it does not. */
export const chatRows = {
  visited: [
    // A member's session (the header bar, the side menu's badges).
    { call: 'chatStatus', screen: { path: '/', account: member } },
    // The member's own chat availability, a switch in the side menu: a failure puts it back.
    {
      call: 'chatAvailability',
      screen: { path: '/', account: member },
      action: { fields: [], send: 'support:chat.available', sendRole: 'switch' },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof chatCalls>;
