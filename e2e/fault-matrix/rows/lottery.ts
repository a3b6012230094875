import type { lotteryCalls } from '../../../src/api/contracts/lottery';
import { member } from '../steps';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `lotteryCalls` (src/api/contracts/lottery.ts), or why it does not. */
export const lotteryRows = {
  visited: [{ call: 'lotteryLaunch', screen: { path: '/lottery?gameCode=TCG_LOTTO_VN_1', account: member } }],
  uncovered: [],
} satisfies AreaRows<keyof typeof lotteryCalls>;
