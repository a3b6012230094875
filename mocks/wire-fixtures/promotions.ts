import type { promotionsCalls } from '../../src/api/contracts/promotions';
import { currencySymbol } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

const promotion = {
  id: 'promo-1',
  type: 'newbie',
  title: 'First deposit bonus',
  summary: '100% up to 500',
  contentHtml: '<p>Deposit 500, get 500.</p>',
  images: [{ sequence: 0, url: 'https://img.example.com/promotions/first-deposit.jpg' }],
  startAt: '2025-03-01T00:00:00.000Z',
  endAt: '2025-03-31T23:59:59.000Z',
  bonus: 500,
  status: 'join',
} as const;

const claimResult = { amount: 20, bonusId: 'B-3001' } as const;

/** The answers of `promotionsCalls` (src/api/contracts/promotions.ts), as the platform sends them. */
export const promotionsFixtures = {
  promotionList: { value: { promotions: [promotion], currencySymbol }, source: 'assumption' },
  promotionJoin: { value: { ...promotion, status: 'joined' }, source: 'assumption' },
  promotionClaim: { value: claimResult, source: 'assumption' },
  rewardCentre: {
    value: {
      currencySymbol,
      activities: ['envelope', 'wheel', 'eggs', 'signIn'],
      envelope: { status: 'claim', lastAmount: null },
      wheel: { segments: [5, 10, 20, 50], spinsLeft: 1 },
      eggs: { tickets: 2 },
      signIn: {
        days: [{ date: '2025-03-01', status: 'signed' }],
        streak: 1,
        status: 'signed',
        nextReward: 5,
      },
      missions: [
        {
          id: 'M-1',
          kind: 'deposit',
          title: 'Deposit 1000',
          target: 1000,
          progress: 500,
          reward: 20,
          points: 10,
          status: 'process',
        },
      ],
      raffles: [
        {
          id: 'RF-1',
          title: 'Weekly raffle',
          drawAt: '2025-03-07T12:00:00.000Z',
          prize: 500,
          status: 'join',
        },
      ],
      claimable: 2,
    },
    source: 'assumption',
  },
  openEnvelope: { value: claimResult, source: 'assumption' },
  spinWheel: { value: { ...claimResult, segment: 2 }, source: 'assumption' },
  smashEgg: { value: claimResult, source: 'assumption' },
  signIn: { value: { ...claimResult, streak: 2 }, source: 'assumption' },
  claimMission: { value: claimResult, source: 'assumption' },
  joinRaffle: { value: null, source: 'assumption' },
  claimRaffle: { value: claimResult, source: 'assumption' },
  missionSummary: {
    value: {
      periodStart: '2025-03-01T00:00:00.000Z',
      periodEnd: '2025-03-08T00:00:00.000Z',
      total: 5,
      completed: 2,
      claimable: 1,
      points: 30,
      rank: 12,
    },
    source: 'assumption',
  },
  missionLeaderboard: {
    value: { rows: [{ rank: 1, name: 'pl***01', points: 120, completed: 5, self: false }] },
    source: 'assumption',
  },
} satisfies Record<keyof typeof promotionsCalls, WireFixture>;
