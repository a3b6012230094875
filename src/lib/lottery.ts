import type { LotteryLaunchRequest } from '../api/contracts/lottery';
import { lottoPrizeMode, type VendorCategories } from './vendors';

/** The lottery pages of SPEC 2.1 (aliases folded: /lottert, /vnlottery, /sealottery). */
export type LotteryPage = 'lottery' | 'vnLottery' | 'seaLottery';

export function lotteryPageOf(pathname: string): LotteryPage {
  const path = pathname.toLowerCase();
  if (path === '/vnlottery') return 'vnLottery';
  if (path === '/sealottery') return 'seaLottery';
  return 'lottery';
}

/**
 * SPEC 7.5 launch-lobby parameters: lottoArea VN, launchMode LOTT, the prize mode (SPEC 4.10, from
 * the composed vendor categories: `lottoPrizeMode` of src/lib/vendors.ts), the game code
 * from ?gameCode, lottoView betting when a game is named (else lobby), device WEB (SPEC 7.5 "device
 * WEB" of the lottery menu), the page to come back to and the language. /seaLottery opens TCG_SEA
 * in its own prize mode SEA (SPEC 3.3); the others open TCG_LOTTO_VN in the SPEC 4.10 prize mode.
 */
export function lotteryLaunchParams(options: {
  page: LotteryPage;
  gameCode: string | null;
  categories: VendorCategories;
  language: string;
  backUrl: string;
}): LotteryLaunchRequest {
  const gameCode = options.gameCode?.trim() || undefined;
  return {
    vendor: options.page === 'seaLottery' ? 'TCG_SEA' : 'TCG_LOTTO_VN',
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: options.page === 'seaLottery' ? 'SEA' : lottoPrizeMode(options.categories),
    ...(gameCode ? { lottoGameCode: gameCode } : {}),
    lottoView: gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl: options.backUrl,
    language: options.language,
  };
}
