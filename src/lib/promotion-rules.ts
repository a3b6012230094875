import type {
  ActivityStatus,
  Promotion,
  PromotionAction,
  PromotionImage,
  PromotionType,
} from '../api/contracts/promotions';

/** The promotions page's filter: every type (SPEC 3.2) or one of them. */
export type PromotionFilter = 'all' | PromotionType;

export function filterPromotions(promotions: readonly Promotion[], filter: PromotionFilter): Promotion[] {
  return filter === 'all' ? [...promotions] : promotions.filter((p) => p.type === filter);
}

/** SPEC 3: a promotion's images are shown in `sequence` order. */
export function imagesInSequence(images: readonly PromotionImage[]): PromotionImage[] {
  return [...images].sort((a, b) => a.sequence - b.sequence);
}

/** What a member can do in this status (SPEC 4.11): join, claim or apply; null for the others. */
export function actionOf(status: ActivityStatus): PromotionAction | null {
  return status === 'join' || status === 'claim' || status === 'apply' ? status : null;
}

/** Who is acting: a visitor is asked to log in, a trial account for a real one (SPEC 6). */
export type Actor = 'visitor' | 'trial' | 'member';
export function gateOf(actor: Actor): 'login' | 'trialWarning' | null {
  return actor === 'visitor' ? 'login' : actor === 'trial' ? 'trialWarning' : null;
}

/**
 * The wheel's turn so that `segment` stops under the pointer at the top: whole turns plus the
 * angle that brings the segment's centre to 0°. Segments are drawn clockwise from the top.
 */
export function wheelRotation(segment: number, segments: number, turns = 5): number {
  if (segments <= 0) return 0;
  const size = 360 / segments;
  const centre = segment * size + size / 2;
  return turns * 360 + ((360 - centre) % 360);
}

/**
 * The wheel's next resting angle from where it stands: forward by whole turns to the angle that
 * puts `segment` under the pointer (so every spin turns the same way and never jumps back).
 */
export function nextWheelRotation(current: number, segment: number, segments: number, turns = 5): number {
  const base = current - (((current % 360) + 360) % 360);
  return base + wheelRotation(segment, segments, turns);
}

/** A mission's progress as a whole percentage, 0 to 100. */
export function percentOf(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress / target) * 100)));
}
