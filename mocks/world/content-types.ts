import type { AffiliateStatus } from '../../src/api/contracts';
import type { ApplicationOutcome } from './promotions-types';

/**
 * The support area's shapes; its rules are in content-world.ts. Kept apart so `World`
 * (types.ts) can name them without importing the logic, which imports `World`.
 */

/** A feedback the platform received (SPEC 3.2: content, sender, type; the captcha is checked, not kept). */
export interface MockFeedback {
  id: string;
  /** The member whose session sent it; null for a visitor. */
  memberId: number | null;
  sender: string;
  type: number;
  content: string;
  at: string;
}

/**
 * An affiliate application (SPEC 1 "Affiliates can apply"): Applying until `decideAt`, then the
 * back office's `affiliateOutcome` (approved, or rejected in `applications-rejected`).
 */
export interface MockAffiliateApplication {
  memberId: number;
  name: string;
  contact: string;
  channel: string;
  message: string;
  status: AffiliateStatus;
  appliedAt: string;
  decideAt: string;
}

/** The mock world's support area (feedback, referral, affiliate applications, inbox fill). */
export interface ContentWorld {
  feedback: MockFeedback[];
  affiliateApplications: MockAffiliateApplication[];
  /** How long the back office takes to decide an affiliate application (short, like deposits). */
  affiliateReviewSeconds: number;
  /** What the back office decides (scenario `applications-rejected`: rejected). */
  affiliateOutcome: ApplicationOutcome;
  /**
   * Scenario knob (`busy-member`): this many extra unread messages are put in demo01's inbox when
   * the world is built (0: none), so paging and badges show.
   */
  inboxFill: number;
}
