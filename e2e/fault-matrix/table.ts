import type { CallName } from '../../src/api/contracts';
import { systemRows } from './rows/system';
import { gamesRows } from './rows/games';
import { contentRows } from './rows/content';
import { sessionRows } from './rows/session';
import { captchaRows } from './rows/captcha';
import { memberRows } from './rows/member';
import { memberIconRows } from './rows/member-icon';
import { publicStateRows } from './rows/public-state';
import { passwordRows } from './rows/password';
import { registerRows } from './rows/register';
import { verificationRows } from './rows/verification';
import { launchRows } from './rows/launch';
import { lotteryRows } from './rows/lottery';
import { walletRows } from './rows/wallet';
import { paymentsRows } from './rows/payments';
import { recordsRows } from './rows/records';
import { securityRows } from './rows/security';
import { promotionsRows } from './rows/promotions';
import { pointsRows } from './rows/points';
import { supportRows } from './rows/support';
import { agentTeamRows } from './rows/agent-team';
import { agentContractsRows } from './rows/agent-contracts';
import { agentReportsRows } from './rows/agent-reports';
import { chatRows } from './rows/chat';
import type { Lang } from './texts';
import type { AreaRows, MatrixEntry, UncoveredCall } from './types';

/**
 * The matrix's table, one area a file (`rows/<area>.ts`, named as the area's contract, handler and
 * wire fixture are): which screen makes each call of `calls` (src/api/contracts), and for a call
 * made after a player's action, the action: the form, what is typed and the control that sends.
 * Screens are QA URLs (docs/qa.md): a route, `mcPage=` or `/agentHome?acPage=`, and the account
 * (`loginAs`).
 */
const areas: ReadonlyArray<AreaRows<CallName>> = [
  systemRows,
  gamesRows,
  contentRows,
  sessionRows,
  captchaRows,
  memberRows,
  memberIconRows,
  publicStateRows,
  passwordRows,
  registerRows,
  verificationRows,
  launchRows,
  lotteryRows,
  walletRows,
  paymentsRows,
  recordsRows,
  securityRows,
  promotionsRows,
  pointsRows,
  supportRows,
  agentTeamRows,
  agentContractsRows,
  agentReportsRows,
  chatRows,
];

export const matrixEntries: readonly MatrixEntry[] = areas.flatMap((area) => area.visited);

/** Calls the matrix does not visit, each with its reason (docs/fault-matrix.md lists them). */
export const uncoveredCalls: readonly UncoveredCall[] = areas.flatMap((area) => area.uncovered);

/**
 * The fast subset `npm test` runs (kinds 500 and network): one call for each kind of screen, since a
 * visit costs about 8 s on the CI machine and the suite allows the matrix about 90 s; each in one
 * language, the two shared out between them.
 */
export const fastSubset: Readonly<Partial<Record<CallName, Lang>>> = {
  hotGames: 'BN',
  gameList: 'EN',
  promotionList: 'BN',
  betRecords: 'BN',
  messageList: 'BN',
  deposit: 'EN',
  login: 'BN',
  pointsBalance: 'EN',
  agentTeamOverview: 'EN',
};
