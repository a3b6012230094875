import { systemCalls } from './system';
import { gamesCalls } from './games';
import { contentCalls } from './content';
import { sessionCalls } from './session';
import { captchaCalls } from './captcha';
import { memberCalls } from './member';
import { memberIconCalls } from './member-icon';
import { publicStateCalls } from './public-state';
import { passwordCalls } from './password';
import { registerCalls } from './register';
import { verificationCalls } from './verification';
import { launchCalls } from './launch';
import { lotteryCalls } from './lottery';
import { walletCalls } from './wallet';
import { paymentsCalls } from './payments';
import { recordsCalls } from './records';
import { securityCalls } from './security';
import { promotionsCalls } from './promotions';
import { pointsCalls } from './points';
import { supportCalls } from './support';
import { agentTeamCalls } from './agent-team';
import { agentContractsCalls } from './agent-contracts';
import { agentReportsCalls } from './agent-reports';
import { chatCalls } from './chat';

export * from './call';
export * from './wire';
export * from './content';
export * from './games';
export * from './member';
export * from './member-icon';
export * from './public-state';
export * from './password';
export * from './register';
export * from './session';
export * from './captcha';
export * from './system';
export * from './verification';
export * from './payments';
export * from './records';
export * from './security';
export * from './wallet';
export * from './points';
export * from './promotions';
export * from './support';
export * from './agent-team';
export * from './agent-contracts';
export * from './agent-reports';
export * from './chat';

/**
 * Every call by contract name: the names `fault=<call>:<kind>` accepts. Each area's contract file
 * (`<area>.ts`) lists its calls in one `<area>Calls` object, spread here; a new call goes into its
 * area's object (a new area adds its object here), and scripts/calls-complete.test.ts names what
 * else it needs.
 */
export const calls = {
  ...systemCalls,
  ...gamesCalls,
  ...contentCalls,
  ...sessionCalls,
  ...captchaCalls,
  ...memberCalls,
  ...memberIconCalls,
  ...publicStateCalls,
  ...passwordCalls,
  ...registerCalls,
  ...verificationCalls,
  ...launchCalls,
  ...lotteryCalls,
  ...walletCalls,
  ...paymentsCalls,
  ...recordsCalls,
  ...securityCalls,
  ...promotionsCalls,
  ...pointsCalls,
  ...supportCalls,
  ...agentTeamCalls,
  ...agentContractsCalls,
  ...agentReportsCalls,
  ...chatCalls,
} as const;
export type CallName = keyof typeof calls;
export const callNames = Object.keys(calls) as CallName[];
