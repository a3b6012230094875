import type { lotteryCalls } from '../../src/api/contracts/lottery';
import type { WireFixture } from './wire-fixture';

/** The answers of `lotteryCalls` (src/api/contracts/lottery.ts), as the platform sends them. */
export const lotteryFixtures = {
  lotteryLaunch: { value: 'https://lotto.example.com/vn/lobby?session=abc123', source: 'assumption' },
} satisfies Record<keyof typeof lotteryCalls, WireFixture>;
