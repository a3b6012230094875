import type { contentCalls } from '../../../src/api/contracts/content';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `contentCalls` (src/api/contracts/content.ts), or why it does not. */
export const contentRows = {
  visited: [{ call: 'announcements', screen: { path: '/' } }],
  uncovered: [],
} satisfies AreaRows<keyof typeof contentCalls>;
