import type { PopupExecution } from '../../src/api/contracts';

/**
 * The announcement data's shapes; its seeding is in announcements-world.ts. Kept apart so `World`
 * (types.ts) can name them without importing the logic, which imports `World`.
 */

export type Localised = { en: string; bn: string };

export interface MockPopupEntry {
  id: string;
  execution: PopupExecution;
  title: Localised;
  /** Server HTML, as a back office would type it (the client sanitises it). */
  content: Localised;
  /** The promotion the entry advertises (its link opens the reward centre), or null. */
  promotionId: string | null;
}

export interface MockNotice {
  id: string;
  title: Localised;
  /** ISO instant the notice was published. */
  publishedAt: string;
}

export interface AnnouncementsWorld {
  /** In the order the back office lists them. */
  popup: MockPopupEntry[];
  notices: MockNotice[];
  /** SPEC 3 promotion announcementImages: drawn from the headline when sent, ordered by `sequence`. */
  promotionImages: Array<{ sequence: number; headline: Localised; hue: number }>;
}
