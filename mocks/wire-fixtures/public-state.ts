import type { publicStateCalls } from '../../src/api/contracts/public-state';
import type { WireFixture } from './wire-fixture';

/** The answers of `publicStateCalls` (src/api/contracts/public-state.ts), as the platform sends them. */
export const publicStateFixtures = {
  publicState: {
    value: {
      availablePromoCount: 2,
      unreadMessage: 3,
      missionCount: 1,
      referralEnabled: true,
      hasVip: true,
      vipLabelName: 'Gold',
      vipRankLevel: 3,
      hasUpline: false,
    },
    source: 'assumption',
    note: 'Named after SPEC 3 public state; the shape is ours.',
  },
} satisfies Record<keyof typeof publicStateCalls, WireFixture>;
