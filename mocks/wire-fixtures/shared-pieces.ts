/** Pieces several areas' answers share, so a list and its page say the same thing. */

export const at = '2025-03-01T10:15:00.000Z';

export const currencySymbol = '৳';

export const fieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z0-9]{6,16}$',
  patternId: '1',
  minLength: 6,
  maxLength: 16,
} as const;

export const betRow = {
  id: 'R-88120',
  at,
  gameType: 'RNG',
  vendor: 'JL',
  gameName: 'Super Ace',
  stake: 50,
  payout: 120,
  winLoss: 70,
} as const;

export const betTotals = { stake: 50, payout: 120, winLoss: 70 } as const;
