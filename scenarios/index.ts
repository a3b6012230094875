import affiliateInvalid from './affiliate-invalid';
import applicationsRejected from './applications-rejected';
import agent from './agent';
import agentContractOffer from './agent-contract-offer';
import contractLowerRateCancels from './contract-lower-rate-cancels';
import agentNoPaymentPassword from './agent-no-payment-password';
import agentPolicyOff from './agent-policy-off';
import frozenDownline from './frozen-downline';
import busyMember from './busy-member';
import captchaRequired from './captcha-required';
import chatOffline from './chat-offline';
import defaultScenario from './default';
import defaultPassword from './default-password';
import depositAwaitsPayment from './deposit-awaits-payment';
import depositExpires from './deposit-expires';
import emptyLobby from './empty-lobby';
import firstLogin from './first-login';
import firstLoginAnnouncementsOnly from './first-login-announcements-only';
import hugeLobby from './huge-lobby';
import ipVerification from './ip-verification';
import ipVerificationBankName from './ip-verification-bank-name';
import ipVerificationGoogle from './ip-verification-google';
import ipVerificationRegistered from './ip-verification-registered';
import maintenance from './maintenance';
import maintenanceRegionBlocked from './maintenance-region-blocked';
import maintenanceWithEnd from './maintenance-with-end';
import minimumAge21 from './minimum-age-21';
import mobileRegister from './mobile-register';
import mobileRegisterByForm from './mobile-register-by-form';
import moneyInFlight from './money-in-flight';
import forcedReceiptRefund from './forced-receipt-refund';
import fullPaymentStatus from './full-payment-status';
import functionOff from './function-off';
import singleWallet from './single-wallet';
import networkDown from './network-down';
import noAnnouncements from './no-announcements';
import noPaymentPassword from './no-payment-password';
import noPromotions from './no-promotions';
import pointsMallOff from './points-mall-off';
import passwordExpired from './password-expired';
import previousGameOpen from './previous-game-open';
import regionBlocked from './region-blocked';
import shortConfirmation from './short-confirmation';
import slowNetwork from './slow-network';
import smsLogin from './sms-login';
import smsQuotaExceeded from './sms-quota-exceeded';
import smsRateLimited from './sms-rate-limited';
import staleSession from './stale-session';
import systemBusy from './system-busy';
import answerLost from './answer-lost';
import trialAccount from './trial-account';
import trialAccountNoGames from './trial-account-no-games';
import brokenAvatar from './broken-avatar';
import type { Scenario } from './types';

/** The registry: every scenario the QA interface offers, in the panel's order. */
export const scenarios: readonly Scenario[] = [
  defaultScenario,
  maintenance,
  maintenanceWithEnd,
  regionBlocked,
  maintenanceRegionBlocked,
  firstLogin,
  firstLoginAnnouncementsOnly,
  passwordExpired,
  defaultPassword,
  captchaRequired,
  ipVerification,
  ipVerificationRegistered,
  ipVerificationBankName,
  ipVerificationGoogle,
  smsLogin,
  mobileRegister,
  mobileRegisterByForm,
  smsRateLimited,
  smsQuotaExceeded,
  affiliateInvalid,
  minimumAge21,
  trialAccount,
  trialAccountNoGames,
  agent,
  agentContractOffer,
  contractLowerRateCancels,
  agentPolicyOff,
  agentNoPaymentPassword,
  frozenDownline,
  moneyInFlight,
  forcedReceiptRefund,
  fullPaymentStatus,
  shortConfirmation,
  depositAwaitsPayment,
  depositExpires,
  noPaymentPassword,
  singleWallet,
  noPromotions,
  applicationsRejected,
  noAnnouncements,
  pointsMallOff,
  chatOffline,
  busyMember,
  brokenAvatar,
  hugeLobby,
  emptyLobby,
  networkDown,
  slowNetwork,
  staleSession,
  previousGameOpen,
  systemBusy,
  answerLost,
  functionOff,
];

export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id);
}

export type { Scenario };
