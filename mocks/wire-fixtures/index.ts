import type { CallName } from '../../src/api/contracts';
import { systemFixtures } from './system';
import { gamesFixtures } from './games';
import { contentFixtures } from './content';
import { sessionFixtures } from './session';
import { captchaFixtures } from './captcha';
import { memberFixtures } from './member';
import { memberIconFixtures } from './member-icon';
import { publicStateFixtures } from './public-state';
import { passwordFixtures } from './password';
import { registerFixtures } from './register';
import { verificationFixtures } from './verification';
import { launchFixtures } from './launch';
import { lotteryFixtures } from './lottery';
import { walletFixtures } from './wallet';
import { paymentsFixtures } from './payments';
import { recordsFixtures } from './records';
import { securityFixtures } from './security';
import { promotionsFixtures } from './promotions';
import { pointsFixtures } from './points';
import { supportFixtures } from './support';
import { agentTeamFixtures } from './agent-team';
import { agentContractsFixtures } from './agent-contracts';
import { agentReportsFixtures } from './agent-reports';
import { chatFixtures } from './chat';
import type { WireFixture } from './wire-fixture';

export type { FixtureSource, Json, WireFixture } from './wire-fixture';

/**
 * One answer per call, written by hand as the platform sends it: the envelope's `value` in plain
 * JSON, before any decoding. Each area's answers sit in `<area>.ts` here, beside the area's handler
 * (mocks/handlers/<area>.ts). wire-fixtures.test.ts decodes every one with its call's schema (so a
 * contract that no longer reads the platform's shape fails there), and `npm run docs:wire` prints
 * them as each call's answer in docs/platform-wire.md.
 *
 * Each names its source, as wire.ts does for its facts:
 * - `observed`: the shape the public client D3M09/go444 (mobile/assets/api.js, home.js, and a saved
 *   answer in Proxy/data) reads from the live platform; values here are made up, shapes are not;
 * - `SPEC x.y`: the specification names the answer's fields (the values are made up);
 * - `assumption`: neither shows it; the shape is our contract's, kept until someone with access to
 *   the platform checks it.
 */
export const wireFixtures = {
  ...systemFixtures,
  ...gamesFixtures,
  ...contentFixtures,
  ...sessionFixtures,
  ...captchaFixtures,
  ...memberFixtures,
  ...memberIconFixtures,
  ...publicStateFixtures,
  ...passwordFixtures,
  ...registerFixtures,
  ...verificationFixtures,
  ...launchFixtures,
  ...lotteryFixtures,
  ...walletFixtures,
  ...paymentsFixtures,
  ...recordsFixtures,
  ...securityFixtures,
  ...promotionsFixtures,
  ...pointsFixtures,
  ...supportFixtures,
  ...agentTeamFixtures,
  ...agentContractsFixtures,
  ...agentReportsFixtures,
  ...chatFixtures,
} satisfies Record<CallName, WireFixture>;
