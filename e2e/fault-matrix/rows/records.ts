import type { recordsCalls } from '../../../src/api/contracts/records';
import { member, mc } from '../steps';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `recordsCalls` (src/api/contracts/records.ts), or why it does not. */
export const recordsRows = {
  visited: [
    { call: 'betRecords', screen: { path: mc('personalHistoryCopy'), account: member } },
    { call: 'transactionRecords', screen: { path: mc('transactionHistory'), account: member } },
    { call: 'profitLoss', screen: { path: mc('personalProfit'), account: member } },
    { call: 'bonusDetails', screen: { path: mc('bonusDetails'), account: member } },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof recordsCalls>;
