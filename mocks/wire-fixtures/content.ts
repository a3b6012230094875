import type { AnnouncementsObserved, contentCalls } from '../../src/api/contracts/content';
import type { WireFixture } from './wire-fixture';

/** The answers of `contentCalls` (src/api/contracts/content.ts), as the platform sends them. */
export const contentFixtures = {
  announcements: {
    value: {
      banners: [
        {
          groupName: 'w_home',
          url: 'https://img.example.com/banners/home-1.jpg',
          linkage: null,
          linkageType: null,
        },
      ],
      player: [{ id: 5685562, title: 'VIP member benefits' }],
      popup: [{ title: 'Welcome', content: '<p>Welcome to the site.</p>', execution: 'B' }],
      promotion: {
        announcementImages: [{ sequence: 0, url: 'https://img.example.com/promotions/first-deposit.jpg' }],
      },
    } satisfies AnnouncementsObserved,
    source: 'observed',
    note: 'A saved answer (Proxy/data/_debug_notice.json) has the player notices under value.player, each with a numeric id and a title.',
  },
} satisfies Record<keyof typeof contentCalls, WireFixture>;
