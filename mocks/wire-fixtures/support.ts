import type { supportCalls } from '../../src/api/contracts/support';
import { at } from './shared-pieces';
import type { WireFixture } from './wire-fixture';

/** The answers of `supportCalls` (src/api/contracts/support.ts), as the platform sends them. */
export const supportFixtures = {
  feedback: { value: null, source: 'assumption' },
  helpCenter: {
    value: { topics: [{ id: 'term', title: 'Terms and conditions', content: '<p>Play responsibly.</p>' }] },
    source: 'assumption',
  },
  articles: {
    value: {
      content: [
        {
          id: 'A-1',
          title: 'New games this week',
          summary: 'Three new slots.',
          content: '<p>Three new slots.</p>',
          publishedAt: at,
        },
      ],
      pageNum: 1,
      totalPages: 1,
    },
    source: 'assumption',
  },
  referralInfo: { value: { referralCode: 'AB12CD', invitedCount: 3, affiliate: null }, source: 'assumption' },
  affiliateApply: {
    value: {
      status: 'applying',
      appliedAt: at,
      name: 'Rahim Uddin',
      contact: '@rahim',
      channel: 'Telegram group',
      message: 'I run a players group.',
    },
    source: 'assumption',
  },
  messagesReadAll: {
    value: null,
    source: 'assumption',
    note: "The one-message read call's answer is not shown either; the client reads nothing from it.",
  },
} satisfies Record<keyof typeof supportCalls, WireFixture>;
