import type { GameType } from '../../src/api/contracts';

/**
 * The vendors the mock platform carries, as the platform groups them: esports and cockfight
 * vendors arrive inside SPORTS and the client splits them out (SPEC 4.10).
 */
export const vendorCatalogue: Array<{ gameType: GameType; vendors: Array<[code: string, name: string]> }> = [
  { gameType: 'ELOTT', vendors: [['TCG_LOTTO_VN', 'TCG VN Lotto']] },
  {
    gameType: 'LOTT',
    vendors: [
      ['TCG_SEA', 'TCG SEA Lottery'],
      ['GPI_LOTT', 'GPI Keno'],
    ],
  },
  {
    gameType: 'LIVE',
    vendors: [
      ['EVO', 'Evolution'],
      ['SEXY', 'AE Sexy'],
      ['PT_LIVE', 'Playtech Live'],
      ['DG', 'Dream Gaming'],
      ['SA', 'SA Gaming'],
    ],
  },
  {
    gameType: 'SPORTS',
    vendors: [
      ['SABA', 'SABA Sports'],
      ['CMD', 'CMD368'],
      ['BTI', 'BTi Sports'],
      ['AV', 'AV Esports'],
      ['IMES', 'IM Esports'],
      ['TF', 'TF Gaming'],
      ['SV3', 'SV388'],
      ['DS88', 'DS88 Sabong'],
      ['WS168', 'WS168'],
    ],
  },
  {
    gameType: 'FISH',
    vendors: [
      ['JILI_FISH', 'JILI Fishing'],
      ['JDB_FISH', 'JDB Fishing'],
      ['FC_FISH', 'FA CHAI Fishing'],
    ],
  },
  {
    gameType: 'RNG',
    vendors: [
      ['PG', 'PG Soft'],
      ['JILI', 'JILI'],
      ['PP', 'Pragmatic Play'],
      ['JDB', 'JDB'],
      ['FC', 'FA CHAI'],
      ['SPRIBE', 'Spribe'],
      ['HOUSE', 'House Originals'],
    ],
  },
  {
    gameType: 'PVP',
    vendors: [
      ['KM', 'Kingmaker'],
      ['JILI_PVP', 'JILI Table'],
    ],
  },
];

/** Configured out of RNG into INHOUSE (SPEC 4.10). */
export const defaultRngExcludedVendors = ['HOUSE', 'SPRIBE'];
