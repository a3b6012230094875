import type { PointsReward, VipLevel } from '../api/contracts/points';
import { latinDigits } from './amount';

/**
 * The points mall's, VIP page's and rebate page's rules (SPEC 3.2, 7.8), kept out of the
 * views. A form failure names a message of the `points` namespace (`errors.<key>`) and its
 * parameters.
 */
export type PointsError = { key: string; params: Record<string, number> };
const fail = (key: string, params: Record<string, number> = {}): PointsError => ({ key, params });

/** Whole points typed in either language's digits, with or without separators; null if not. */
export function parsePoints(text: string): number | null {
  const plain = latinDigits(text.trim()).replace(/[,\s]/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : null;
}

/** Points to convert: required, whole, at least the minimum, not above the member's points. */
export function validateConvertPoints(
  text: string,
  limits: { min: number; balance: number },
): PointsError | null {
  if (text.trim() === '') return fail('pointsRequired');
  const points = parsePoints(text);
  if (points === null || points <= 0) return fail('pointsInvalid');
  if (points < limits.min) return fail('pointsBelowMin', { min: limits.min });
  if (points > limits.balance) return fail('pointsOverBalance', { balance: limits.balance });
  return null;
}

/** The payment password the redeem and convert calls carry: required. */
export const validatePaymentPassword = (text: string): PointsError | null =>
  text.trim() === '' ? fail('passwordRequired') : null;

/** Cash for `points` at `pointRatio` points per currency unit, rounded down to the paisa. */
export const cashForPoints = (points: number, pointRatio: number): number =>
  pointRatio > 0 ? Math.floor((points * 100) / pointRatio) / 100 : 0;

/** Why a reward cannot be redeemed by this member now, or null when it can. */
export function redeemBlock(
  reward: PointsReward,
  points: number | null,
): 'outOfStock' | 'notEnoughPoints' | null {
  if (reward.stock !== null && reward.stock <= 0) return 'outOfStock';
  if (points !== null && points < reward.pointsRequired) return 'notEnoughPoints';
  return null;
}

/** Where the member stands among the VIP levels: the next level and the share of the way there. */
export function vipProgress(levels: readonly VipLevel[], rank: number, turnover: number) {
  const sorted = [...levels].sort((a, b) => a.rank - b.rank);
  const current = sorted.find((l) => l.rank === rank) ?? sorted[0] ?? null;
  const next = sorted.find((l) => l.rank > (current?.rank ?? 0)) ?? null;
  if (!current || !next) return { current, next: null, percent: 100, remaining: 0 };
  const span = next.turnoverRequired - current.turnoverRequired;
  const done = turnover - current.turnoverRequired;
  const percent = span > 0 ? Math.min(100, Math.max(0, Math.floor((done / span) * 100))) : 100;
  return {
    current,
    next,
    percent,
    remaining: Math.max(0, Math.round((next.turnoverRequired - turnover) * 100) / 100),
  };
}
