import type { AnnouncementsObserved } from './content';
import type { GameListObserved, RankListObserved } from './games';
import type { CallName } from './index';
import type { LaunchGameObserved } from './launch';
import type { BalanceObserved } from './member';

/**
 * One answer per call, written by hand as the platform sends it: the envelope's `value` in plain
 * JSON, before any decoding. wire-fixtures.test.ts decodes every one with its call's schema (so a
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

/** Plain JSON: what a response body can carry. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

export type FixtureSource = 'observed' | 'assumption' | `SPEC ${number}`;

export interface WireFixture {
  /** The envelope's `value` as the platform sends it. */
  readonly value: Json;
  /** Where the answer's shape comes from. */
  readonly source: FixtureSource;
  /** Why the shape is what it is, when the source alone does not say. */
  readonly note?: string;
  /** Other shapes the platform has sent for the same answer (older builds): each decodes to the same. */
  readonly variants?: readonly Json[];
}

// Shared pieces, so a list and its page say the same thing.
const at = '2025-03-01T10:15:00.000Z';
const currencySymbol = '৳';
/** A 1×1 PNG, base64, as the captcha call sends its image (without a data: prefix). */
const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const gameUrl = 'https://games.example.com/play?t=1';
// Older shapes of one answer, typed as JSON: inferred, their differing keys would become optional
// `undefined` ones, which JSON has not.
const captchaVariants: readonly Json[] = [{ img: captchaPng }, { image: captchaPng }];
const launchGameVariants: readonly Json[] = [
  { url: gameUrl },
  { gameUrl },
  { link: gameUrl },
  { launchUrl: gameUrl },
  gameUrl,
];

/** SPEC 3 game item (the fields home.js reads: nodeId, gameName, showIcon, vassalage, gameType). */
const gameItem = {
  nodeId: '10231',
  displayName: 'Super Ace',
  isHot: 1,
  showIcon: 'https://img.example.com/games/jl/super-ace.png',
  gameName: 'Super Ace',
  vassalage: 'JL',
  gameType: 'RNG',
  gameCode: '49',
  isGame: null,
  gameId: '10231',
} as const;

const fieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z0-9]{6,16}$',
  patternId: '1',
  minLength: 6,
  maxLength: 16,
} as const;

const paymentOrder = {
  orderId: 'D2025030100012',
  kind: 'deposit',
  channelId: 'bkash-1',
  channelName: 'bKash',
  amount: 500,
  status: 'processing',
  createdAt: at,
  settledAt: null,
  rejectReason: null,
  address: null,
  bankAccount: null,
  confirmation: null,
  payTo: {
    receiverName: 'Karim Traders',
    accountNumber: '01712345678',
    bankName: null,
    amount: 500,
    refCode: 'D2025030100012',
    expireTime: '2025-03-01T10:45:00.000Z',
    redirectUrl: null,
    sourceAmount: null,
    exchangeRate: null,
    referenceRequired: true,
    referenceNo: null,
    reportedAt: null,
  },
} as const;

const withdrawalOrder = {
  ...paymentOrder,
  orderId: 'W2025030100007',
  kind: 'withdrawal',
  amount: 1000,
  payTo: null,
  bankAccount: { bankName: 'Dutch-Bangla Bank', accountNumberMasked: '****6789' },
} as const;

const bankAccount = {
  id: 'ba-1',
  bankName: 'Dutch-Bangla Bank',
  accountName: 'Rahim Uddin',
  accountNumberMasked: '****6789',
} as const;

const betRow = {
  id: 'R-88120',
  at,
  gameType: 'RNG',
  vendor: 'JL',
  gameName: 'Super Ace',
  stake: 50,
  payout: 120,
  winLoss: 70,
} as const;
const betTotals = { stake: 50, payout: 120, winLoss: 70 } as const;

const promotion = {
  id: 'promo-1',
  type: 'newbie',
  title: 'First deposit bonus',
  summary: '100% up to 500',
  contentHtml: '<p>Deposit 500, get 500.</p>',
  images: [{ sequence: 0, url: 'https://img.example.com/promotions/first-deposit.jpg' }],
  startAt: '2025-03-01T00:00:00.000Z',
  endAt: '2025-03-31T23:59:59.000Z',
  bonus: 500,
  status: 'join',
} as const;

const claimResult = { amount: 20, bonusId: 'B-3001' } as const;

const pointsRecord = {
  referenceNo: 'PR2025030100003',
  applicationTime: at,
  type: 'redeem',
  status: 'inProcess',
  rewardName: '10 bonus',
  pointsRequired: 1000,
  amountRequired: 0,
  changedPoints: -1000,
  pointBalance: 200,
  remark: null,
  unit: 'bonus',
  pointRatio: 100,
  cashAmount: 10,
} as const;

const rebateClaim = {
  claimId: 'RB-501',
  claimedAt: at,
  since: '2025-02-28T10:15:00.000Z',
  rebate: 4.8,
  cashback: 3,
} as const;

const party = { account: 'agent02', nickname: 'Agent Two' } as const;

const downlineRow = {
  account: 'agent02',
  nickname: 'Agent Two',
  type: 2,
  agent: true,
  level: 1,
  balance: 820,
  joinedAt: '2025-01-12T08:00:00.000Z',
  status: 'active',
  offerable: ['dailySalary'],
} as const;

const contractRow = {
  id: 'C-71',
  kind: 'dailySalary',
  side: 'upline',
  counterparty: party,
  ratePercent: 1.5,
  period: 'D',
  status: 'accepted',
  origin: 'offer',
  createdAt: '2025-02-20T09:00:00.000Z',
  answeredAt: '2025-02-20T12:00:00.000Z',
  endedAt: null,
  endedBy: null,
} as const;

const profitLossFigures = {
  bets: 12,
  stake: 600,
  payout: 540,
  winLoss: -60,
  deposits: 1000,
  withdrawals: 0,
  bonuses: 20,
  settlements: 0,
} as const;

/** Every call's answer, by contract name. */
export const wireFixtures = {
  status: {
    value: 0,
    source: 'SPEC 4.1',
    note: 'A bare code: 0 normal, 1 maintenance, 2 region restricted. The variant, the detail object with the flags, is our assumption.',
    variants: [
      {
        status: 1,
        maintenance: true,
        regionRestriction: false,
        maintenanceEnd: '2025-03-01T12:00:00.000Z',
        ip: '203.0.113.7',
      },
    ],
  },
  permission: {
    value: {
      customerService: [{ csType: 'LIVECHAT', title: 'Live chat', path: 'U2FsdGVkX1+cs0path8keyKEY12345' }],
      domainRoute: ['https://www.example.com'],
      resources: [{ resourceType: 'Android', url: 'https://download.example.com/app.apk' }],
      whitelabel: { FREEPLAY3: true, MOBILENUMREG3: false, PTSYS3: true },
      oneClickProviders: ['google'],
      mainDomain: 'www.example.com',
      analytics: { gtagId: 'G-EXAMPLE01' },
      location: { ip: '203.0.113.7' },
      maintenance: { endTime: null, info: null },
      imageCDNs: ['https://img.example.com'],
      launchGameCDNs: ['https://games.example.com'],
    },
    source: 'SPEC 7.2',
    note: 'SPEC 7.2 lists the fields; oneClickProviders is our assumption.',
  },
  languageSet: { value: null, source: 'assumption' },
  gameMenu: {
    value: {
      menus: [
        {
          gameType: 'RNG',
          vendors: [
            {
              vassalage: 'JL',
              displayName: 'JILI',
              lagerIcon: 'https://img.example.com/vendors/jl.png',
              gameType: 'RNG',
            },
          ],
        },
      ],
      rngExcludedVendors: ['FC'],
    },
    source: 'assumption',
    note: 'The vendor item is SPEC 3; the grouping by game type is ours.',
  },
  gameList: {
    value: { games: [gameItem], totalCount: 41, totalPages: 3 } satisfies GameListObserved,
    source: 'observed',
    note: 'home.js reads value.games, value.totalCount and value.totalPages; no total, no pageNo.',
  },
  hotGames: { value: { list: [gameItem] }, source: 'SPEC 7.4', note: 'SPEC 7.4: response field list.' },
  rankList: {
    value: {
      list: [
        {
          vo: {
            customerName: '01*****789',
            winAmount: 15230.5,
            gameName: 'Super Ace',
            iconUrl: 'https://img.example.com/games/jl/super-ace.png',
          },
        },
      ],
    } satisfies RankListObserved,
    source: 'observed',
    note: 'home.js: "the relay wraps every row as { vo: {...} }".',
  },
  favouriteList: {
    value: { content: [gameItem], pageNum: 1, totalPages: 1 },
    source: 'SPEC 3',
    note: 'SPEC 3: favourite list response content, pageNum, totalPages.',
  },
  addFavourite: { value: null, source: 'assumption' },
  removeFavourite: { value: null, source: 'assumption' },
  recentGames: { value: { list: [gameItem] }, source: 'SPEC 7.4', note: 'SPEC 7.4: response field list.' },
  announcements: {
    value: {
      banners: [
        {
          groupName: 'w_home',
          url: 'https://img.example.com/banners/home-1.jpg',
          linkage: null,
          linkageType: null,
        },
      ],
      player: [{ id: 5685562, title: 'VIP member benefits' }],
      popup: [{ title: 'Welcome', content: '<p>Welcome to the site.</p>', execution: 'B' }],
      promotion: {
        announcementImages: [{ sequence: 0, url: 'https://img.example.com/promotions/first-deposit.jpg' }],
      },
    } satisfies AnnouncementsObserved,
    source: 'observed',
    note: 'A saved answer (Proxy/data/_debug_notice.json) has the player notices under value.player, each with a numeric id and a title.',
  },
  login: {
    value: { token: '5f0c9a4e-2b7d-4c1e-9a55-6d3f1e2b8c70', firstTimeLogin: false, passwordExpired: false },
    source: 'SPEC 3.2',
    note: 'SPEC 3.2: token, firstTimeLogin, passwordExpired, captcha. api.js stores value.token.',
  },
  freePlay: { value: { token: '9a1b2c3d-trial-0001' }, source: 'assumption' },
  oneClickLogin: {
    value: { token: '7d4e1f20-1c2b-4a3d-8e9f-0a1b2c3d4e5f', firstTimeLogin: false },
    source: 'assumption',
  },
  logout: { value: null, source: 'assumption' },
  captcha: {
    value: captchaPng,
    source: 'observed',
    note: 'api.js: "the upstream answers { success, value: \'<base64 png>\' }"; some builds nest it as img or image (the variants). SPEC 7.2 too: a base64 image.',
    variants: captchaVariants,
  },
  memberInfo: {
    value: {
      id: 100234,
      account: 'player01',
      nickname: 'Player One',
      type: 0,
      gmtOffsetMinutes: 360,
      mobileNum: '017****5678',
      email: null,
    },
    source: 'SPEC 3',
    note: 'SPEC 3 member info: id, account, nickname, type; the rest is ours.',
  },
  balance: {
    value: {
      sumBalance: 1234.5,
      balance: [{ availBalance: 1234.5, accountTypeId: 2, vassalage: 'MAIN' }],
    } satisfies BalanceObserved,
    source: 'observed',
    note: "Reported from the live platform: the sum and one entry a wallet, asked with typeId=0; the platform's withdraw page takes accountTypeId 2 as the main wallet (a wallet code, vassalage or walletCode, is read too).",
  },
  consolidated: {
    value: {
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreqreq: false,
      realtimesalreqtype: false,
    },
    source: 'SPEC 3',
  },
  memberIcon: {
    value: { icon: 'https://img.example.com/avatars/100234.png' },
    source: 'assumption',
    note: "SPEC 7.1 names the path only; the platform registry lists it as login.icon (module PROFPIC3) with no answer seen, and the platform's newer avatar call (MCSFE_getPlayerAvatar) is not in the spec. The picture's address, or null for none, is ours.",
  },
  publicState: {
    value: {
      availablePromoCount: 2,
      unreadMessage: 3,
      missionCount: 1,
      referralEnabled: true,
      hasVip: true,
      vipLabelName: 'Gold',
      vipRankLevel: 3,
      hasUpline: false,
    },
    source: 'assumption',
    note: 'Named after SPEC 3 public state; the shape is ours.',
  },
  favouriteIds: { value: { ids: ['10231'] }, source: 'assumption' },
  changePassword: { value: null, source: 'assumption' },
  forgotPasswordEmail: { value: null, source: 'assumption' },
  setPasswordByPhone: {
    value: { token: '3c2b1a00-reset-0001' },
    source: 'assumption',
    note: 'SPEC 4.6: the member is logged in after the password is set.',
  },
  registerSettings: {
    value: { fields: { username: fieldRule }, minimumAge: 18, mobileDigits: 10, countryDialingCode: '880' },
    source: 'SPEC 3.1',
    note: 'SPEC 3.1: per-field enabled, required, acceptedPattern, patternId, minLength, maxLength.',
  },
  register: { value: { token: 'a0b1c2d3-new-member-1' }, source: 'assumption' },
  registerMobile: { value: { token: 'a0b1c2d3-new-member-2' }, source: 'assumption' },
  affiliate: {
    value: null,
    source: 'assumption',
    note: 'SPEC 7.9: only a refusal matters (invitation_code_error).',
  },
  smsCodeNoLogin: { value: { expiredMinutes: 5 }, source: 'SPEC 3.2' },
  smsCodeRegister: { value: { expiredMinutes: 5 }, source: 'SPEC 3.2' },
  launchGame: {
    value: { content: { game_url: gameUrl } } satisfies LaunchGameObserved,
    source: 'observed',
    note: 'api.js: "the vendor\'s play URL nested under value.content.game_url"; older builds put it on the value as url, gameUrl, link or launchUrl, or send the URL itself (the variants).',
    variants: launchGameVariants,
  },
  trialLaunch: {
    value: { content: { game_url: gameUrl } } satisfies LaunchGameObserved,
    source: 'assumption',
    note: "the registry's trial launch (no token); its answer is not shown: launchGame's observed answer is assumed, with the same variants.",
    variants: launchGameVariants,
  },
  lotteryLaunch: { value: 'https://lotto.example.com/vn/lobby?session=abc123', source: 'assumption' },
  walletList: {
    value: {
      sumBalance: 1354.5,
      // The main wallet's entry, then a vendor's (element by element: the entries differ in keys).
      balance: [
        {
          availBalance: 1234.5,
          accountTypeId: 2,
          vassalage: 'MAIN',
        } satisfies BalanceObserved['balance'][number],
        { availBalance: 120, vassalage: 'JL' } satisfies BalanceObserved['balance'][number],
      ] as Json[],
    },
    source: 'observed',
    note: "The balance call's answer (the platform's member centre lists the wallets from it): one entry a wallet; that a vendor's entry names its code as vassalage is our reading.",
  },
  walletTransfer: {
    value: { reference: 'TRF-20250301-0001', balance: 1114.5, vendorBalance: 240 },
    source: 'assumption',
  },
  merchantWallet: {
    value: { isSingle: false },
    source: 'assumption',
    note: 'SPEC 7.3 names isSingle beside the path; that it is the answer is our reading.',
  },
  upline: { value: { upline: { account: 'agent01', nickname: 'Agent One' } }, source: 'assumption' },
  uplineTransfer: { value: { reference: 'UPT-20250301-0001', balance: 734.5 }, source: 'assumption' },
  messageList: {
    value: {
      content: [
        {
          id: 'msg-1',
          sentAt: at,
          template: 'depositCredited',
          title: 'Deposit credited',
          body: 'Your deposit of 500.00 has been credited.',
          params: { site: 'Lucky', currency: currencySymbol, amount: '500.00' },
          read: false,
        },
      ],
      pageNum: 1,
      totalPages: 1,
      totalCount: 1,
    },
    source: 'assumption',
  },
  messageRead: { value: null, source: 'assumption' },
  unreadCount: { value: { count: 3 }, source: 'assumption', note: 'SPEC 7.6 gives the path only.' },
  paymentChannels: {
    value: {
      channels: [
        {
          id: 'bkash-1',
          method: 'bkash',
          name: 'bKash',
          kind: 'deposit',
          min: 200,
          max: 25000,
          quickAmounts: [500, 1000, 5000],
          crypto: false,
          code: 'MT4',
        },
      ],
      currencySymbol,
    },
    source: 'assumption',
    note: "The platform's answer is an object keyed by method code, each method with its channels (docs/platform-evidence/deposit.md); this flat list is our shape. `code` is the method's code, which the deposit sends back as `bankType`.",
  },
  paymentOrders: { value: { orders: [paymentOrder] }, source: 'assumption' },
  deposit: {
    value: paymentOrder,
    source: 'assumption',
    note: "The platform's answer carries what the player pays to (docs/platform-evidence/deposit.md, section 3); this order is our shape.",
  },
  depositReference: {
    value: { ...paymentOrder, payTo: { ...paymentOrder.payTo, referenceNo: '8N7A2KQ4LM' } },
    source: 'assumption',
    note: "The platform's answer to the reference is not seen (docs/platform-evidence/deposit.md, section 4); the order is our shape.",
  },
  depositPaid: {
    value: {
      ...paymentOrder,
      payTo: { ...paymentOrder.payTo, referenceNo: '8N7A2KQ4LM', reportedAt: '2025-03-01T10:20:00.000Z' },
    },
    source: 'assumption',
    note: 'The platform\'s answer to "I have paid" is not seen (docs/platform-evidence/deposit.md, section 4); the order is our shape.',
  },
  bankAccounts: {
    value: { accounts: [bankAccount], banks: ['Dutch-Bangla Bank', 'BRAC Bank'] },
    source: 'assumption',
  },
  addBankAccount: { value: bankAccount, source: 'assumption' },
  withdrawInfo: {
    value: {
      balance: 1234.5,
      currencySymbol,
      hasPaymentPassword: true,
      confirmationMinutes: 30,
      forcedReceiptReading: 'noRefund',
    },
    source: 'assumption',
  },
  withdraw: { value: withdrawalOrder, source: 'assumption' },
  confirmWithdrawal: {
    value: {
      ...withdrawalOrder,
      status: 'approved',
      settledAt: at,
      confirmation: {
        status: 'received',
        deadline: '2025-03-01T10:45:00.000Z',
        proofCount: 0,
        remark: null,
        answeredAt: at,
      },
    },
    source: 'assumption',
  },
  betRecords: { value: { list: [betRow], total: 1, page: 1, totals: betTotals }, source: 'assumption' },
  transactionRecords: {
    value: {
      list: [
        {
          id: 'L-9001',
          at,
          type: 'deposit',
          wallet: 'main',
          amount: 500,
          balanceAfter: 1234.5,
          reference: 'D2025030100012',
          status: 'approved',
          moved: true,
        },
      ],
      total: 1,
      page: 1,
      totals: { credit: 500, debit: 0, net: 500 },
    },
    source: 'assumption',
  },
  profitLoss: {
    value: {
      list: [{ gameType: 'RNG', bets: 12, stake: 600, payout: 540, profit: -60 }],
      total: 1,
      page: 1,
      totals: { bets: 12, stake: 600, payout: 540, profit: -60 },
      summary: { deposits: 1000, withdrawals: 0, bonuses: 20, rebates: 4.8 },
    },
    source: 'assumption',
  },
  bonusDetails: {
    value: {
      list: [{ id: 'B-3001', at, title: 'First deposit bonus', amount: 500, turnover: 5000 }],
      total: 1,
      page: 1,
      totals: { amount: 500, turnover: 5000 },
      titles: ['First deposit bonus'],
    },
    source: 'assumption',
  },
  securityInfo: {
    value: {
      account: 'player01',
      nickname: 'Player One',
      realName: '',
      birthday: '',
      mobile: '017****5678',
      mobileConfirmed: true,
      email: null,
      emailConfirmed: false,
      paymentPasswordSet: true,
      profile: { telegram: '@player01' },
    },
    source: 'assumption',
  },
  profileSettings: {
    value: { fields: { telegram: { ...fieldRule, required: false } }, minimumAge: 18 },
    source: 'assumption',
  },
  saveProfile: { value: null, source: 'assumption' },
  bindMobile: { value: null, source: 'assumption' },
  bindEmail: { value: null, source: 'assumption' },
  setPaymentPassword: { value: null, source: 'assumption' },
  changePaymentPassword: { value: null, source: 'assumption' },
  promotionList: { value: { promotions: [promotion], currencySymbol }, source: 'assumption' },
  promotionJoin: { value: { ...promotion, status: 'joined' }, source: 'assumption' },
  promotionClaim: { value: claimResult, source: 'assumption' },
  rewardCentre: {
    value: {
      currencySymbol,
      activities: ['envelope', 'wheel', 'eggs', 'signIn'],
      envelope: { status: 'claim', lastAmount: null },
      wheel: { segments: [5, 10, 20, 50], spinsLeft: 1 },
      eggs: { tickets: 2 },
      signIn: {
        days: [{ date: '2025-03-01', status: 'signed' }],
        streak: 1,
        status: 'signed',
        nextReward: 5,
      },
      missions: [
        {
          id: 'M-1',
          kind: 'deposit',
          title: 'Deposit 1000',
          target: 1000,
          progress: 500,
          reward: 20,
          points: 10,
          status: 'process',
        },
      ],
      raffles: [
        {
          id: 'RF-1',
          title: 'Weekly raffle',
          drawAt: '2025-03-07T12:00:00.000Z',
          prize: 500,
          status: 'join',
        },
      ],
      claimable: 2,
    },
    source: 'assumption',
  },
  openEnvelope: { value: claimResult, source: 'assumption' },
  spinWheel: { value: { ...claimResult, segment: 2 }, source: 'assumption' },
  smashEgg: { value: claimResult, source: 'assumption' },
  signIn: { value: { ...claimResult, streak: 2 }, source: 'assumption' },
  claimMission: { value: claimResult, source: 'assumption' },
  joinRaffle: { value: null, source: 'assumption' },
  claimRaffle: { value: claimResult, source: 'assumption' },
  missionSummary: {
    value: {
      periodStart: '2025-03-01T00:00:00.000Z',
      periodEnd: '2025-03-08T00:00:00.000Z',
      total: 5,
      completed: 2,
      claimable: 1,
      points: 30,
      rank: 12,
    },
    source: 'assumption',
  },
  missionLeaderboard: {
    value: { rows: [{ rank: 1, name: 'pl***01', points: 120, completed: 5, self: false }] },
    source: 'assumption',
  },
  pointsBalance: { value: { points: 1200, currencySymbol }, source: 'assumption' },
  pointsConfig: {
    value: { pointRatio: 100, earnPerUnit: 1, minConvertPoints: 100, pointsExpire: false, currencySymbol },
    source: 'assumption',
  },
  pointsRewards: {
    value: {
      rewards: [
        {
          id: 'RW-1',
          name: '10 bonus',
          kind: 'cash',
          pointsRequired: 1000,
          amountRequired: 0,
          cashAmount: 10,
          unit: 'bonus',
          stock: null,
          hue: 210,
        },
      ],
    },
    source: 'assumption',
  },
  redeemList: { value: { records: [pointsRecord], pageNum: 1, totalPages: 1 }, source: 'assumption' },
  pointsDetails: {
    value: {
      records: [{ ...pointsRecord, type: 'earn', status: 'approved', rewardName: null, changedPoints: 50 }],
      pageNum: 1,
      totalPages: 1,
    },
    source: 'assumption',
  },
  redeem: { value: pointsRecord, source: 'assumption' },
  convertPoints: {
    value: { ...pointsRecord, type: 'convert', status: 'approved', rewardName: null },
    source: 'assumption',
  },
  vipLevels: {
    value: {
      levels: [
        {
          rank: 1,
          labelName: 'Bronze',
          turnoverRequired: 0,
          rebateBonusPercent: 0,
          upgradeBonus: 0,
          birthdayBonus: 0,
          dailyWithdrawals: 3,
        },
      ],
      vipRankLevel: 1,
      vipLabelName: 'Bronze',
      turnover: 5200,
      currencySymbol,
    },
    source: 'assumption',
  },
  rebateSummary: {
    value: {
      since: '2025-02-28T10:15:00.000Z',
      until: at,
      byGameType: [{ gameType: 'RNG', stake: 600, ratePercent: 0.8, rebate: 4.8 }],
      netLoss: 60,
      cashbackPercent: 5,
      cashback: 3,
      total: 7.8,
      manual: true,
      claims: [rebateClaim],
      currencySymbol,
    },
    source: 'assumption',
  },
  claimRebate: { value: rebateClaim, source: 'assumption' },
  feedback: { value: null, source: 'assumption' },
  helpCenter: {
    value: { topics: [{ id: 'term', title: 'Terms and conditions', content: '<p>Play responsibly.</p>' }] },
    source: 'assumption',
  },
  articles: {
    value: {
      content: [
        {
          id: 'A-1',
          title: 'New games this week',
          summary: 'Three new slots.',
          content: '<p>Three new slots.</p>',
          publishedAt: at,
        },
      ],
      pageNum: 1,
      totalPages: 1,
    },
    source: 'assumption',
  },
  referralInfo: { value: { referralCode: 'AB12CD', invitedCount: 3, affiliate: null }, source: 'assumption' },
  affiliateApply: {
    value: {
      status: 'applying',
      appliedAt: at,
      name: 'Rahim Uddin',
      contact: '@rahim',
      channel: 'Telegram group',
      message: 'I run a players group.',
    },
    source: 'assumption',
  },
  messagesReadAll: {
    value: null,
    source: 'assumption',
    note: "The one-message read call's answer is not shown either; the client reads nothing from it.",
  },
  chatStatus: {
    value: { online: true, available: true },
    source: 'assumption',
    note: 'SPEC 4.13 names the toggle only; live chat calls are CBS relays (SPEC 7.4).',
  },
  chatAvailability: { value: { online: true, available: false }, source: 'assumption' },
  agentTeamOverview: {
    value: {
      teamSize: 14,
      directSize: 5,
      newMembers: 2,
      activeMembers: 9,
      deposits: 25000,
      depositCount: 31,
      withdrawals: 12000,
      withdrawalCount: 8,
      bets: 84000,
      betCount: 2210,
      payouts: 79500,
      teamWinLoss: -4500,
      balance: 3020,
      currencySymbol,
    },
    source: 'assumption',
  },
  agentDownlineList: {
    value: {
      list: [downlineRow],
      total: 1,
      page: 1,
      levels: 2,
      totals: { balance: 820 },
      agentBalance: 3020,
      currencySymbol,
    },
    source: 'assumption',
  },
  agentDownlineDetail: {
    value: {
      ...downlineRow,
      realName: 'Karim Ahmed',
      upline: 'agent01',
      teamSize: 4,
      deposits: 5000,
      withdrawals: 2000,
      bets: 18000,
      payouts: 16500,
      winLoss: -1500,
      lastBetAt: at,
    },
    source: 'assumption',
  },
  agentDownlineStatus: { value: { account: 'agent02', status: 'frozen' }, source: 'assumption' },
  agentRegisterDownline: { value: { account: 'agent03', type: 2, agent: true }, source: 'assumption' },
  agentDownlineTransfer: {
    value: { reference: 'DLT-20250301-0001', balance: 2520, downlineBalance: 1320 },
    source: 'assumption',
  },
  agentContractList: {
    value: { contracts: [contractRow], downlines: [{ ...party, eligible: true }], upline: null },
    source: 'assumption',
  },
  agentContractOffer: {
    value: { ...contractRow, status: 'processing', answeredAt: null },
    source: 'assumption',
  },
  agentContractRequest: {
    value: {
      ...contractRow,
      side: 'downline',
      counterparty: { account: 'agent01', nickname: 'Agent One' },
      status: 'processing',
      origin: 'request',
      answeredAt: null,
    },
    source: 'assumption',
  },
  agentContractAnswer: { value: contractRow, source: 'assumption' },
  agentContractTerminate: {
    value: { ...contractRow, status: 'terminated', endedAt: at, endedBy: 'upline' },
    source: 'assumption',
  },
  agentContractSettlements: {
    value: {
      list: [
        {
          id: 'S-301',
          contractId: 'C-71',
          side: 'upline',
          counterparty: party,
          from: '2025-02-28T00:00:00.000Z',
          to: '2025-03-01T00:00:00.000Z',
          ratePercent: 1.5,
          base: 4000,
          amount: 60,
        },
      ],
      total: 1,
      page: 1,
      totals: { base: 4000, amount: 60 },
    },
    source: 'assumption',
  },
  agentContractsPending: {
    value: { dividend: 0, dailySalary: 1, hourlySalary: 0, realtimeSalary: 0 },
    source: 'assumption',
  },
  agentTeamBetting: {
    value: {
      list: [{ ...betRow, account: 'agent02', level: 1 }],
      total: 1,
      page: 1,
      levels: 2,
      totals: betTotals,
    },
    source: 'assumption',
  },
  agentUserProfitLoss: {
    value: {
      list: [{ account: 'agent02', level: 1, ...profitLossFigures }],
      total: 1,
      page: 1,
      levels: 2,
      totals: profitLossFigures,
    },
    source: 'assumption',
  },
  agentRevenueReport: {
    value: {
      list: [
        {
          id: 'S-299',
          at,
          kind: 'dailySalary',
          upline: 'agent01',
          periodFrom: '2025-02-28T00:00:00.000Z',
          periodTo: '2025-03-01T00:00:00.000Z',
          base: 4000,
          ratePercent: 1,
          amount: 40,
        },
      ],
      total: 1,
      page: 1,
      levels: 2,
      totals: { base: 4000, amount: 40, byKind: [{ kind: 'dailySalary', count: 1, amount: 40 }] },
    },
    source: 'assumption',
  },
  agentTeamTransactions: {
    value: {
      list: [
        {
          id: 'L-9120',
          at,
          account: 'agent02',
          level: 1,
          type: 'deposit',
          wallet: 'main',
          amount: 1000,
          balanceAfter: 1820,
          reference: 'D2025030100020',
        },
      ],
      total: 1,
      page: 1,
      levels: 2,
      totals: { credit: 1000, debit: 0, net: 1000 },
    },
    source: 'assumption',
  },
} satisfies Record<CallName, WireFixture>;
