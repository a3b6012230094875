/**
 * Evidence about the live platform's paths, kept beside the wire doc's generator
 * (scripts/platform-wire-doc.ts): the platform's own call registry, the paths other clients of the
 * platform were seen to call, and, for every call no evidence shows, why its path is our choice.
 * Facts only, in our words: nothing here is copied code. src/api/contracts/platform-wire-doc.test.ts
 * fails when a call's path says "registry" and the registry below has no such link.
 */
import type { CallName } from '../src/api/contracts';

/** One entry of the platform's call registry: the keys its front-end calls by, and their flags. */
export interface RegistryEntry {
  /** The registry's group (login, register, lottery, game, common, integral, help). */
  readonly group: string;
  /** The platform front-end's own name for the call. */
  readonly key: string;
  /** The path, relative to the API origin. */
  readonly link: string;
  /** The white-label module the call belongs to (the same ids as the whitelabel switches). */
  readonly modID?: string;
  /** Set when the registry says whether a session is needed: true needs one, false is public. */
  readonly token?: boolean;
  /** The body goes through the encryption handshake (wire.ts `encryption`). */
  readonly encrypt?: true;
}

/**
 * Where the registry was read: a public copy of the platform's own web bundle, a webpack module
 * that maps each call to `{ link, modID, token, encrypt }` (found by searching public code for
 * `GCS_gameTrialLaunch`; the search index names it by id only, 44714497568). An older build of the
 * same registry (67 entries, index id 45068225465) agrees on every link listed here except where a
 * note says so; it also shows the verbs the app uses (no entry carries a method).
 */
export const registrySource =
  "a public copy of the platform's own web bundle: its call registry module (93 entries; search index id 44714497568)";

/** The platform's call registry, all 93 entries of its newer build, in its order. */
export const platformRegistry: readonly RegistryEntry[] = [
  { group: 'login', key: 'getPlayerRankProgress', link: 'wps/relay/MCSFE_getPlayerRankProgress' },
  { group: 'login', key: 'login', link: 'wps/session/login', modID: 'COMM3', encrypt: true },
  {
    group: 'login',
    key: 'loginVerify',
    link: 'wps/session/login/verification',
    modID: 'LOGINIPVERF3',
    encrypt: true,
  },
  { group: 'login', key: 'logout', link: 'wps/session/logout', modID: 'COMM3' },
  { group: 'login', key: 'mbInfo', link: 'wps/member/info' },
  { group: 'login', key: 'changePwd', link: 'wps/member/password', modID: 'PASS3', encrypt: true },
  { group: 'login', key: 'forgetPwd', link: 'wps/member/password/email', modID: 'COMM3' },
  { group: 'login', key: 'freePlay', link: 'wps/session/login/freeplay', modID: 'FREEPLAY3' },
  {
    group: 'login',
    key: 'findPasswordByPhone',
    link: 'wps/member/password/sms',
    modID: 'PWRESETSMS3',
    token: false,
  },
  {
    group: 'login',
    key: 'setPasswordByPhone',
    link: 'wps/member/password/verification',
    modID: 'CHNGPASSVERIF3',
    token: false,
    encrypt: true,
  },
  { group: 'login', key: 'icon', link: 'wps/member/info/icon', modID: 'PROFPIC3' },
  { group: 'login', key: 'loginCode', link: 'wps/verification/sms/noLogin', modID: 'VERIFICATION3' },
  { group: 'login', key: 'securityConfig', link: 'wps/v2/member/securityConfig', modID: 'COMM3' },
  {
    group: 'login',
    key: 'phoneCode',
    link: 'wps/verification/sms/register',
    modID: 'REGMOBVERF3',
    token: false,
  },
  { group: 'register', key: 'register', link: 'wps/member/register', modID: 'REG3', encrypt: true },
  { group: 'register', key: 'setRegister', link: 'wps/system/setting/register', modID: 'REG3' },
  { group: 'register', key: 'affiliate', link: 'wps/agent/affiliate', modID: 'AFFMAN3' },
  { group: 'register', key: 'captcha', link: 'wps/captcha', modID: 'CAPTCHA3' },
  { group: 'register', key: 'captchaGeetest', link: 'wps/captcha/geetest', modID: 'GEETEST3', token: false },
  { group: 'register', key: 'getSms', link: 'wps/verification/sms/register', modID: 'REGMOBVERF3' },
  {
    group: 'register',
    key: 'mobileRegSMS',
    link: 'wps/verification/sms/register',
    modID: 'MOBILENUMREG3',
    token: false,
  },
  {
    group: 'register',
    key: 'registerMobile',
    link: 'wps/member/register/mobile',
    modID: 'MOBILENUMREG3',
    encrypt: true,
  },
  { group: 'register', key: 'registerAuto', link: 'wps/member/register/autoUsername', modID: 'REG3' },
  { group: 'register', key: 'countryCode', link: 'wps/system/country', modID: 'COMM3' },
  { group: 'lottery', key: 'game', link: 'lgw/games', modID: 'COMM3' },
  { group: 'lottery', key: 'openedNumero', link: 'lotto/lgw/games/opened/numero', modID: 'COMM3' },
  { group: 'lottery', key: 'lottOpenedNumero', link: 'lgw/games/opened/numero', modID: 'COMM3', token: true },
  { group: 'lottery', key: 'gameMenu', link: 'lgw/games/game_menus', modID: 'COMM3' },
  { group: 'lottery', key: 'popular', link: 'lgw/games/popular', modID: 'AGEANNOUNCE3' },
  { group: 'lottery', key: 'lottLabby', link: 'wps/game/launchGame', modID: 'GAMELO3' },
  { group: 'lottery', key: 'draw', link: 'lgw/draw', modID: 'COMM3' },
  { group: 'lottery', key: 'lottoDraw', link: 'lgw/draw/code/', modID: '' },
  { group: 'lottery', key: 'issue', link: 'lgw/numeros/near' },
  {
    group: 'lottery',
    key: 'vnLotteryList',
    link: 'lgw/vn/numeros/opened/game',
    modID: 'AGEANNOUNCE3',
    token: false,
  },
  { group: 'lottery', key: 'vnlottMenus', link: 'lgw/vn/games/game_menu', modID: 'COMM3', token: false },
  {
    group: 'lottery',
    key: 'recentLottGame',
    link: 'lgw/games/game_menus/recent',
    modID: 'COMM3',
    token: true,
  },
  { group: 'game', key: 'getGameMatchV2', link: 'wps/relay/GCSGAME_getGameMatchV2' },
  { group: 'game', key: 'gameVendor', link: 'wps/relay/GCSGAME_gameVendor', modID: 'COMM3' },
  { group: 'game', key: 'vassGameType', link: 'wps/relay/GLS2_getVassGameType', modID: 'GAMELO3' },
  { group: 'game', key: 'rooms', link: 'wps/relay/GLS2_roomList' },
  { group: 'game', key: 'launchGame', link: 'wps/game/launchGame', modID: 'GAMELO3' },
  { group: 'game', key: 'trialGame', link: 'wps/relay/GCS_gameTrialLaunch', token: false },
  { group: 'game', key: 'userGame', link: 'wps/relay/GCSGAME_gameList', modID: 'GAMELO3' },
  { group: 'game', key: 'getRecentGameList', link: 'wps/relay/GCS_recentGame', modID: 'GAMELOREC3' },
  { group: 'game', key: 'getFavGameList', link: 'wps/relay/MCSFE_getFavoriteGamesList' },
  { group: 'game', key: 'addFavorite', link: 'wps/relay/MCSFE_addFavoriteGameV2', modID: 'GAMELO3' },
  { group: 'game', key: 'removeFavorite', link: 'wps/relay/MCSFE_removeFavoriteGameV2', modID: 'GAMELO3' },
  { group: 'game', key: 'gameHot', link: 'wps/relay/GCSGAME_hotGamesV2', modID: 'GAMELOHOT3', token: false },
  {
    group: 'common',
    key: 'rafflePromotion',
    link: 'wps/relay/MCSFE_claimRafflePromotion',
    modID: 'REWCEN3',
    token: true,
  },
  { group: 'common', key: 'feedback', link: 'wps/feedback', modID: 'FEEDBACK3', token: false },
  {
    group: 'common',
    key: 'getCustomerServiceScript',
    link: 'wps/relay/WPSCORE_getCustomerServiceScript',
    token: false,
  },
  {
    group: 'common',
    key: 'rafflePromotionStatus',
    link: 'wps/relay/MCSFE_getRafflePromotionStatus',
    modID: 'REWCEN3',
    token: true,
  },
  {
    group: 'common',
    key: 'getPromotionAnnouncementCategory',
    link: 'wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  },
  {
    group: 'common',
    key: 'getAvailablePromotions',
    link: 'wps/relay/MCSFE_getAvailablePromotions',
    modID: 'REWCEN3',
    token: true,
  },
  {
    group: 'common',
    key: 'getMerchantAvailablePromotions',
    link: 'wps/relay/MCSFE_getMerchantAvailablePromotions',
    modID: 'REWCEN3',
    token: false,
  },
  {
    group: 'common',
    key: 'promotionClaimList',
    link: 'wps/relay/MCS2_getPromotionClaimList',
    modID: 'REWCEN3',
    token: true,
  },
  { group: 'common', key: 'settings', link: 'wps/system/settings/consolidated', modID: 'COMM3' },
  { group: 'common', key: 'permission', link: 'wps/system/status', modID: 'COMM3' },
  { group: 'common', key: 'location', link: 'wps/system/location', modID: 'COMM3' },
  { group: 'common', key: 'menu', link: 'wps/system/whitelabel', modID: 'COMM3' },
  {
    group: 'common',
    key: 'merchantWallet',
    link: 'wps/relay/GCS_merchantWallet',
    modID: 'COMM3',
    token: true,
  },
  { group: 'common', key: 'routers', link: 'wps/system/domainRoute', modID: 'COMM3' },
  { group: 'common', key: 'balance', link: 'wps/v2/wallets/balance', modID: 'COMM3' },
  { group: 'common', key: 'notice', link: 'wps/relay/MCSFE_getListAnnouncements', modID: 'COMM3' },
  { group: 'common', key: 'consolidated', link: 'wps/member/info/funds/consolidated', modID: 'COMM3' },
  {
    group: 'common',
    key: 'processRealTimeSalaryContract',
    link: 'wps/relay/MCSFE_processRealTimeSalaryContract',
    modID: 'RTSALARY3',
    token: true,
  },
  {
    group: 'common',
    key: 'processDividendReq',
    link: 'wps/relay/MCSFE_processContractDividend',
    modID: 'SIGNCONDIV3',
  },
  {
    group: 'common',
    key: 'processDailySalary',
    link: 'wps/relay/MCSFE_processDailySalaryContract',
    modID: 'DAILYSALCONT3',
  },
  {
    group: 'common',
    key: 'processContractHourSalary',
    link: 'wps/relay/MCSFE_processContractHourSalary',
    modID: 'HOURSAL3',
  },
  { group: 'common', key: 'unreadMessage', link: 'wps/relay/CSP_unreadCount', modID: 'INBOX3' },
  { group: 'common', key: 'getInbox', link: 'wps/relay/CSP_getInbox', modID: 'INBOX3' },
  { group: 'common', key: 'templates', link: 'wps/system/templates', modID: 'COMM3' },
  { group: 'common', key: 'getWinnerBoard', link: 'wps/relay/ODSFE2_getWinnerBoard', modID: 'COMM3' },
  { group: 'common', key: 'getJackpot', link: 'wps/relay/VIS_getJackpot', modID: 'COMM3' },
  { group: 'common', key: 'chatMessage', link: 'wps/relay/CBS_unreadCount', modID: 'CBS3', token: true },
  { group: 'common', key: 'launchChat', link: 'wps/relay/CBS_launchChat', modID: 'CBS3', token: true },
  { group: 'common', key: 'updateLanguage', link: 'wps/member/language', modID: 'COMM3', token: true },
  {
    group: 'common',
    key: 'getRebate',
    link: 'wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    token: true,
  },
  { group: 'common', key: 'getTemplate', link: 'wps/system/templates', modID: 'COMM3', token: false },
  {
    group: 'common',
    key: 'getPaymentConfirmationList',
    link: 'wps/relay/MCSFE_getPaymentConfirmationList',
    token: true,
  },
  {
    group: 'common',
    key: 'processC2CTransaction',
    link: 'wps/relay/MCSFE_processC2CTransaction',
    token: true,
  },
  {
    group: 'common',
    key: 'getSignUpRequestReward',
    link: 'wps/relay/MCSFE_signUpRequestReward',
    token: true,
  },
  { group: 'common', key: 'getPlayerAvatar', link: 'wps/relay/MCSFE_getPlayerAvatar', token: true },
  { group: 'common', key: 'chatPermission', link: 'wps/relay/CBS_groupPermission', token: true },
  { group: 'integral', key: 'pointBalance', link: 'wps/relay/MCSFE_getPointBalance', modID: 'PTSYS3' },
  {
    group: 'integral',
    key: 'pointRewardConversionType',
    link: 'wps/relay/MCSFE_getPointRewardConversionType',
    modID: 'PTSYS3',
  },
  { group: 'integral', key: 'pointReward', link: 'wps/relay/MCSFE_getPointReward', modID: 'PTSYS3' },
  {
    group: 'integral',
    key: 'redeemPoint',
    link: 'wps/relay/passwordCheck/MCSFE_redeemPointReward',
    modID: 'PTSYS3',
    encrypt: true,
  },
  { group: 'integral', key: 'redeemPointList', link: 'wps/relay/MCSFE_getRedeemPointList', modID: 'PTSYS3' },
  { group: 'integral', key: 'pointConfig', link: 'wps/relay/MCSFE_getPointConfig', modID: 'PTSYS3' },
  { group: 'integral', key: 'memTransDet', link: 'wps/relay/ODSFE2_MemTransDet', modID: 'MEMTRANS3' },
  {
    group: 'integral',
    key: 'convertPoint',
    link: 'wps/relay/passwordCheck/MCSFE_convertPoint',
    modID: 'PTSYS3',
    encrypt: true,
  },
  { group: 'help', key: 'getHelp', link: 'wps/system/helpCenter', modID: 'COMM3' },
];

/**
 * Entries of the older build of the registry (a Vue bundle, search index id 45068225465) whose links
 * the newer build lacks; the rest of that build's links are the newer build's or their older
 * `MCS2_` names.
 */
export const olderRegistry: readonly RegistryEntry[] = [
  {
    group: 'top',
    key: 'walletTransfer',
    link: 'wps/relay/GCS_walletTransfer',
    modID: 'FUNDTRANS3',
    token: true,
  },
  { group: 'eGame', key: 'gameLaunchFB', link: 'wps/relay/GCS_gameLaunchFB', token: false },
  {
    group: 'eGame',
    key: 'vassGameType',
    link: 'wps/relay/GCSGAME_getVassGameType',
    modID: 'COMM3',
    token: true,
  },
  { group: 'eGame', key: 'gameVendor', link: 'wps/relay/GCSGAME_newGameVendor' },
  {
    group: 'eGame',
    key: 'favGames',
    link: 'wps/relay/MCSFE_getFavoriteGames',
    modID: 'GAMELOFAV3',
    token: true,
  },
  { group: 'lott', key: 'lottRecent', link: 'lgw/vn/games/game_menu/recent', modID: 'COMM3', token: true },
  { group: 'lott', key: 'MissionSummary', link: 'wps/relay/MCSFE_getMissionSummaryDetails', token: true },
  { group: 'lott', key: 'MissionLeaderboard', link: 'wps/relay/MCSFE_getMissionLeaderboard', token: true },
  { group: 'live', key: 'getModelList', link: 'wps/relay/CBS_modelList', modID: 'CBS3', token: false },
];

/** A path another source shows for one of our calls, where the registry has no entry. */
export interface OtherEvidence {
  readonly path: string;
  /** What shows it, in a few words. */
  readonly source: string;
}

const withdrawPage =
  "the platform's own mobile withdraw page (a cached copy of its withdraw chunk in D3M09/go444, Proxy/cache/mobile/mc)";
const memberHomeTable =
  "a table of the calls a member's page makes, with their answers (D3M09/go444 plan-for-member-home.md)";

/**
 * The platform's own mobile member-centre bundle (a cached copy in D3M09/go444,
 * Proxy/cache/mobile/mc/memberCenter.e9332f00.js): one table of about 300 paths, and small service
 * modules that give each call its method and whether it is encrypted.
 */
const memberCentre = "the platform's own member-centre bundle (its path table)";
const mc = (path: string, detail?: string): OtherEvidence => ({
  path,
  source: detail ? `${memberCentre}; ${detail}` : memberCentre,
});

const depositPage =
  "the platform's own deposit page (a cached copy of its voucher chunk in D3M09/go444, Proxy/cache/mobile/mc; docs/platform-evidence/deposit.md)";

/** Paths of our calls that the registry lacks and another source shows. */
export const otherEvidence: Readonly<Partial<Record<CallName, OtherEvidence>>> = {
  withdraw: { path: 'wps/v2/transaction/withdraw', source: `${withdrawPage}: POST, encrypted` },
  withdrawInfo: {
    path: 'wps/relay/MCSFE_getWithdrawSettings',
    source: `${withdrawPage}; ${memberHomeTable}`,
  },
  referralInfo: { path: 'wps/relay/MCSFE_getReferralDetails', source: memberHomeTable },
  paymentChannels: mc('wps/relay/MCSFE_getDepositPaymentChannels', 'GET'),
  // One create call per method code (the contract's pathByKind): the launch URL's stands for them.
  deposit: {
    path: 'wps/relay/MCSFE_depositByLaunchUrl',
    source: `${depositPage}: a create call per method code, POST with a JSON body`,
  },
  depositReference: {
    path: 'wps/relay/MCSFE_updateDepositReference',
    source: `${depositPage}: POST, the deposit id and the reference as query parameters`,
  },
  depositPaid: {
    path: 'wps/relay/MCSFE_createDepositTask',
    source: `${depositPage}: POST with the deposit id, when the player has paid`,
  },
  paymentOrders: mc(
    'wps/relay/MCSFE_getDepositTransactionReport',
    'GET, the deposit report (withdrawals have their own)',
  ),
  bankAccounts: mc('wps/relay/MCSFE_getWithdrawAccountInfo', 'GET'),
  addBankAccount: mc('wps/v2/member/bankCards', 'its one bank-card write path; the method is not shown'),
  uplineTransfer: mc('wps/member/transferUpline', 'PUT, encrypted'),
  messageRead: mc('wps/relay/EMFE_updateInboxRead', 'PUT with the message id'),
  profitLoss: mc('wps/relay/ODSFE2_MemPNL', 'GET'),
  bindMobile: mc('wps/member/info/mobile', 'POST'),
  bindEmail: mc('wps/member/info/email', 'the method is not shown'),
  setPaymentPassword: mc('wps/member/paymentPassword', 'the method is not shown'),
  promotionJoin: mc('wps/relay/PROMOFE_claimPromo', 'POST'),
  promotionClaim: mc('wps/relay/MCSFE_claimIssuedPromotion', 'POST'),
  spinWheel: mc('wps/relay/PROMOFE_claimFreeSpinTicketV2', 'POST'),
  smashEgg: mc('wps/relay/PROMOFE_claimTicket', 'POST, the golden egg'),
  signIn: mc('wps/relay/MCSFE_claimLoginPromotion', 'POST'),
  claimMission: mc('wps/relay/MCSFE_claimMissionRewards', 'POST'),
  rebateSummary: mc('wps/relay/ODSFE2_getRebate', 'the manual rebate'),
  claimRebate: mc('wps/relay/ODSFE2_rebateDisburse', 'the manual rebate; the method is not shown'),
  agentTeamOverview: mc('wps/relay/ODSFE2_getTeamOverviewSum'),
  agentDownlineList: mc('wps/relay/ODSFE2_getSubordinatev2'),
  agentDownlineDetail: mc('wps/relay/ODSFE2_getMemberPnlv2'),
  agentRegisterDownline: mc('wps/agent/downline'),
  agentDownlineTransfer: mc('wps/agent/transferDownline'),
  agentTeamBetting: mc('wps/relay/ODSFE2_lottTeamBet', 'GET'),
  agentUserProfitLoss: mc('wps/relay/ODSFE2_getTeamPNLV3'),
  agentRevenueReport: mc('wps/relay/ODSFE2_AgentProfDet'),
  // One call per kind of contract (the contract's pathByKind): the dividend's path stands for them.
  agentContractList: mc('wps/relay/MCSFE_getContractDividendInfo', 'an info call per kind of contract'),
  agentContractOffer: mc('wps/relay/MCSFE_applyContractualDividend', 'an offer call per kind of contract'),
  agentContractAnswer: mc('wps/relay/MCSFE_processContractDividend', 'an answer call per kind of contract'),
  agentContractSettlements: mc('wps/relay/ODSFE2_QueryDividend', 'a settlement history per kind of contract'),
  // The dividend's end call only: the call's own path, for the other kinds, stays assumed.
  agentContractTerminate: mc('wps/relay/MCSFE_updateContractDividend', "the dividend contract's end call"),
};

const searched =
  "searched: both copies of the registry, the cached member-centre bundle's path table, its withdraw chunk, and public clients naming MCSFE_, MCS2_, ODSFE2_, EMFE_ and PROMOFE_ relays";

/** Why each call no evidence shows keeps a path of our choosing. Every assumed path needs one. */
export const assumedPathReasons: Readonly<Partial<Record<CallName, string>>> = {
  oneClickLogin: `SPEC 2.4's one-click login: no call shows it (the registry's registerAuto registers a generated username, another job); ${searched}`,
  publicState: `a member's public state (SPEC 4.9's trial flag): no call shows it; ${searched}`,
  upline: `the upline's wallet: no call shows it; ${searched}`,
  betRecords: `the platform asks each vendor's own relay for its betting record (a suffix added at run time); our one call for every vendor has no single path`,
  bonusDetails: `bonus details: no call shows it (the nearest, ODSFE2_getTeamPNLV2PromotionDetail, is an agent's); ${searched}`,
  profileSettings: `which profile fields are on and required, and the minimum age: no call shows it (the member info answer carries the member's own fields, not their rules; the member centre's MCSFE_getPlayerCustomerFields answer is not shown); ${searched}`,
  openEnvelope: `the red envelope: no call shows it (PROMOFE_claimTgRaffle is a messenger raffle); ${searched}`,
  joinRaffle: `joining a raffle before its draw: no call shows it (the registry's raffle calls are the claim, MCSFE_claimRafflePromotion, a money call with a prize as its answer, and the status); ${searched}`,
  articles: `articles: no call shows it (the member centre's nearest is the announcements, our announcements call); ${searched}`,
  affiliateApply: `an affiliate's application: no call shows it (the registry's affiliate call, GET wps/agent/affiliate, looks up an invitation code; the member centre's affiliate calls make and list invite links); ${searched}`,
  agentDownlineStatus: `a downline's status: no call shows it (the nearest change rebates or promote a downline); ${searched}`,
  agentContractRequest: `an agent asking its upline for a contract: no call shows it; ${searched}`,
  agentContractTerminate: `the salary contracts' end: only the dividend contract shows an end call (MCSFE_updateContractDividend, where a dividend contract's end goes); ${searched}`,
  agentContractsPending: `how many contracts of each kind wait for an answer, in one call: the member centre lists the waiting requests per kind (MCS2_getContractDividendRequest, MCS2_getContracDailySalReq, getContractHourSalaryRequest; none for the real-time salary) with answers not shown, and the consolidated funds answer carries one flag per kind, not a count`,
  chatStatus: `a host's chat status: the member centre has no chat call but a deposit chat link, and the registry's chat calls (CBS_unreadCount, CBS_launchChat, CBS_groupPermission) hold no status; ${searched}`,
  chatAvailability: `setting a host's chat availability: no call shows it; ${searched}`,
};
