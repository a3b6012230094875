import type { ConsolidatedValue } from '../../src/api/contracts';
import { seededPasswordHash } from './passwords';
import type { MockMember } from './types';

/**
 * The accounts every seed's world has (DESIGN.md and the demo accounts of docs/qa.md) and the secrets the
 * mock platform accepts: fixed, so QA and the e2e journeys can rely on them whatever the seed.
 */

/** The mock platform's default password (SPEC 9 "{secret}"): logging in with it forces a change. */
export const MOCK_DEFAULT_PASSWORD = 'Welcome@123';
/** The password of every seeded account but newbie01 (DESIGN.md demo accounts). */
export const DEMO_PASSWORD = 'Demo@1234';
/** The withdrawal (payment) password of every demo account (docs/qa.md, demo accounts). */
export const DEMO_PAYMENT_PASSWORD = '112233';
export const MOCK_SMS_CODE = '123456';
export const MOCK_CAPTCHA = '1234';
/** Invitation codes the default world accepts (the `affiliate-invalid` scenario accepts none). */
export const MOCK_AFFILIATE_CODES = ['BETBD', 'AFF2025', 'AGENT01'];
export const AGENT01_ID = 1002;
export const SUBAGENT01_ID = 1007;
/** The third level of agent01's team, under subagent01 (type 41, a sub-agent of a sub-agent). */
export const SUBAGENT02_ID = 1008;

export const noContracts = (): ConsolidatedValue => ({
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreqreq: false,
  realtimesalreqtype: false,
});
export const allContracts = (): ConsolidatedValue => ({
  dailysalreqtype: true,
  divtypereq: true,
  contracthoursalreqreq: true,
  realtimesalreqtype: true,
});

/** What every member has unless said otherwise. */
export function memberDefaults(): Pick<
  MockMember,
  | 'passwordExpired'
  | 'firstTimeLogin'
  | 'demo'
  | 'favouriteIds'
  | 'consolidated'
  | 'parentId'
  | 'knownIps'
  | 'wallets'
  | 'paymentPasswordHash'
  | 'bankAccounts'
  | 'mobileConfirmed'
  | 'emailConfirmed'
  | 'profile'
  | 'frozen'
> {
  return {
    frozen: false,
    wallets: {},
    paymentPasswordHash: '',
    bankAccounts: [],
    mobileConfirmed: false,
    emailConfirmed: false,
    profile: {},
    passwordExpired: false,
    firstTimeLogin: false,
    demo: false,
    favouriteIds: [],
    consolidated: noContracts(),
    parentId: null,
    knownIps: [],
  };
}

export function demoMembers(): MockMember[] {
  const base = {
    ...memberDefaults(),
    email: '',
    realName: '',
    mobile: null,
    demo: true,
  };
  return [
    {
      ...base,
      id: 1001,
      account: 'demo01',
      nickname: 'Demo',
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 0,
      balance: 25_000,
    },
    {
      ...base,
      id: AGENT01_ID,
      account: 'agent01',
      nickname: 'Agent One',
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 1,
      balance: 150_000,
      consolidated: allContracts(),
    },
    {
      ...base,
      id: 1003,
      account: 'newbie01',
      nickname: 'Newbie',
      passwordHash: seededPasswordHash(MOCK_DEFAULT_PASSWORD),
      type: 0,
      balance: 0,
      firstTimeLogin: true,
    },
    {
      ...base,
      id: 1004,
      account: 'expired01',
      nickname: 'Expired',
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 0,
      balance: 3_200,
      passwordExpired: true,
    },
    {
      ...base,
      id: 1005,
      account: 'mobile01',
      nickname: 'Mobile',
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 0,
      balance: 8_750.5,
      mobile: '01712345678',
    },
  ];
}

/** Fixed accounts beyond the DESIGN.md demo ones: not listed in the panel (no demo role fits them). */
export function otherFixedMembers(): MockMember[] {
  return [
    {
      ...memberDefaults(),
      email: '',
      realName: '',
      mobile: null,
      id: 1006,
      account: 'affiliate01',
      nickname: 'Affiliate',
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      // SPEC 6: not a member account, so the member site refuses it (Non-member account unable to login).
      type: 3,
      balance: 0,
    },
    {
      ...memberDefaults(),
      email: '',
      realName: '',
      mobile: null,
      id: SUBAGENT01_ID,
      account: 'subagent01',
      nickname: 'Sub Agent',
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 2,
      balance: 40_000,
      parentId: AGENT01_ID,
      consolidated: allContracts(),
    },
  ];
}

/** The team's third level, under subagent01 (added after the generated members, see below). */
export function thirdLevelAgent(): MockMember {
  return {
    ...memberDefaults(),
    email: '',
    realName: '',
    mobile: null,
    id: SUBAGENT02_ID,
    account: 'subagent02',
    nickname: 'Sub Agent Two',
    passwordHash: seededPasswordHash(DEMO_PASSWORD),
    type: 41,
    balance: 12_500,
    parentId: SUBAGENT01_ID,
    consolidated: {
      divtypereq: true,
      dailysalreqtype: true,
      contracthoursalreqreq: false,
      realtimesalreqtype: false,
    },
  };
}
