import { agentContractsCalls } from './agent-contracts';
import { agentReportsCalls } from './agent-reports';
import { agentTeamCalls } from './agent-team';
import { chatCalls } from './chat';
import { announcementsCall } from './content';
import {
  addFavouriteCall,
  favouriteListCall,
  gameListCall,
  gameMenuCall,
  hotGamesCall,
  rankListCall,
  recentGamesCall,
  removeFavouriteCall,
} from './games';
import { balanceCall, consolidatedCall, favouriteIdsCall, memberInfoCall } from './member';
import { publicStateCall } from './public-state';
import { memberIconCall } from './member-icon';
import { changePasswordCall, forgotPasswordEmailCall, setPasswordByPhoneCall } from './password';
import { launchGameCall, trialLaunchCall } from './launch';
import { paymentsCalls } from './payments';
import { pointsCalls } from './points';
import { promotionsCalls } from './promotions';
import { supportCalls } from './support';
import { recordsCalls } from './records';
import { securityCalls } from './security';
import { walletCalls } from './wallet';
import { lotteryLaunchCall } from './lottery';
import { affiliateCall, registerCall, registerMobileCall, registerSettingsCall } from './register';
import { captchaCall } from './captcha';
import { freePlayCall, loginCall, logoutCall, oneClickLoginCall } from './session';
import { languageSetCall, permissionCall, statusCall } from './system';
import { smsCodeNoLoginCall, smsCodeRegisterCall } from './verification';

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

/** Every call by contract name: the names `fault=<call>:<kind>` accepts. */
export const calls = {
  status: statusCall,
  permission: permissionCall,
  languageSet: languageSetCall,
  gameMenu: gameMenuCall,
  gameList: gameListCall,
  hotGames: hotGamesCall,
  rankList: rankListCall,
  favouriteList: favouriteListCall,
  addFavourite: addFavouriteCall,
  removeFavourite: removeFavouriteCall,
  recentGames: recentGamesCall,
  announcements: announcementsCall,
  login: loginCall,
  freePlay: freePlayCall,
  oneClickLogin: oneClickLoginCall,
  logout: logoutCall,
  captcha: captchaCall,
  memberInfo: memberInfoCall,
  balance: balanceCall,
  consolidated: consolidatedCall,
  memberIcon: memberIconCall,
  publicState: publicStateCall,
  favouriteIds: favouriteIdsCall,
  changePassword: changePasswordCall,
  forgotPasswordEmail: forgotPasswordEmailCall,
  setPasswordByPhone: setPasswordByPhoneCall,
  registerSettings: registerSettingsCall,
  register: registerCall,
  registerMobile: registerMobileCall,
  affiliate: affiliateCall,
  smsCodeNoLogin: smsCodeNoLoginCall,
  smsCodeRegister: smsCodeRegisterCall,
  launchGame: launchGameCall,
  trialLaunch: trialLaunchCall,
  lotteryLaunch: lotteryLaunchCall,
  // Each area keeps its own list, so its calls are named in one place.
  ...walletCalls,
  ...paymentsCalls,
  ...recordsCalls,
  ...securityCalls,
  ...promotionsCalls,
  ...pointsCalls,
  ...supportCalls,
  // Agent centre.
  ...agentTeamCalls,
  ...agentContractsCalls,
  ...agentReportsCalls,
  // Chat status toggle.
  ...chatCalls,
} as const;
export type CallName = keyof typeof calls;
export const callNames = Object.keys(calls) as CallName[];
