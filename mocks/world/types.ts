import type {
  ConsolidatedValue,
  CsType,
  FieldRule,
  GameType,
  IpVerificationMethod,
  OneClickProvider,
  RegisterCallReading,
  RegisterField,
  SiteResource,
  VendorItem,
  WhitelabelSwitch,
} from '../../src/api/contracts';
import type { TrialLaunchReading } from '../../src/api/contracts/launch';
import type { AnnouncementsWorld } from './announcements-types';
import type { WelcomeOffer } from './welcome-offer-types';
import type { ContentWorld } from './content-types';
import type { MockBankAccount, MockMessage, MoneyWorld } from './money-types';
import type { AgencyWorld } from './agency-types';
import type { PointsWorld } from './points-types';
import type { PromotionsWorld } from './promotions-types';

export interface MockMember {
  id: number;
  account: string;
  nickname: string;
  /** SHA-256 of the password (`hashPassword`); '' for an account without one (trial). */
  passwordHash: string;
  /** SPEC 3.3: agent types 1, 2, 41, 42; trial 4; 0 a plain member. */
  type: number;
  mobile: string | null;
  email: string;
  realName: string;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  /** Marks the accounts listed in the Scenarios panel (DESIGN.md demo accounts). */
  demo: boolean;
  /** Favourite game ids (SPEC 4.8), as the favourite-ids call answers them. */
  favouriteIds: string[];
  /** Which contract pages the member has (SPEC 3 consolidated contract data); agents only in practice. */
  consolidated: ConsolidatedValue;
  /** IPs registered to the account (SPEC 4.2 extra verification); seeded with the visitor's IP. */
  knownIps: string[];
  /** The upline agent's member id: agent01's downline points at agent01. */
  parentId: number | null;
  /**
   * Main wallet balance (major units). A cache the ledger writes (mocks/world/ledger.ts); when
   * the world is built it is the opening balance, posted as the first ledger entry.
   */
  balance: number;
  /** Vendor wallets (SPEC 7.3), major units, ledger-written like `balance`. */
  wallets: Record<string, number>;
  /** The withdrawal (payment) password's hash, '' while not set (SPEC 3.1 transaction password). */
  paymentPasswordHash: string;
  bankAccounts: MockBankAccount[];
  /** SPEC 4.11: a confirmed phone binding cannot be changed or unlinked. */
  mobileConfirmed: boolean;
  emailConfirmed: boolean;
  /** Other profile labels of SPEC 3.1 (birthday yyyy-MM-dd, address, telegram…), by field name. */
  profile: Record<string, string>;
  /** An upline froze the account (downline management status); a frozen account cannot log in. */
  frozen: boolean;
  /** When the account was opened (ISO); seeded accounts a month before the world's instant. */
  createdAt?: string;
  /** SPEC 4.13: the member's own chat availability; absent reads as available. */
  chatAvailable?: boolean;
  /** SPEC 3.1 referralCode: the member whose referral code this account registered with. */
  referredBy?: number;
  /**
   * SPEC 7.1 member icon: the picture's address when a scenario sets one (a broken one shows the
   * client's fallback avatar, SPEC 8), null for none; absent, the member's own picture is drawn
   * from the seed (mocks/world/icons.ts `avatarOf`).
   */
  icon?: string | null;
}

/** A banner of the announcement data (SPEC 3); its picture is drawn from the headline when sent. */
export interface MockBanner {
  groupName: string;
  headline: { en: string; bn: string };
  hue: number;
  /** What a click opens: a site path or an https link; null for none. */
  linkage: string | null;
}

/** How the SMS gateway answers code requests (SPEC 8 phone verification errors). */
export type SmsBehaviour = 'ok' | 'rateLimited' | 'quotaExceeded';

export interface MockCustomerService {
  csType: CsType;
  title: string;
  /** Plain URL; the handler encrypts it with `key` as the platform does (SPEC 3). */
  url: string;
  key: string;
}

/** The whole seeded world: plain data, so it serialises and compares. */
export interface World {
  seed: number;
  /** The instant the world was built for; dates in it are relative to this. */
  now: string;
  site: {
    name: string;
    mainDomain: string;
    merchantCode: string;
    currencySymbol: string;
    gmtOffsetMinutes: number;
    /** SPEC 9 "default password that forces change": the mock platform's value. */
    defaultPassword: string;
    /**
     * The one record every text of the welcome offer is worded from (welcome-offer.ts). Optional:
     * a world saved before it has the default offer.
     */
    welcomeOffer?: WelcomeOffer;
  };
  system: {
    status: 0 | 1 | 2;
    maintenance: boolean;
    regionRestriction: boolean;
    maintenanceEnd: string | null;
    maintenanceInfo: string | null;
    visitorIp: string;
    /**
     * Calls the platform has switched off, by contract name: it answers them HTTP 400
     * `function.not.available` (wire.ts). Optional: a world saved before this list existed has
     * none off.
     */
    functionsOff?: string[];
    /**
     * Calls the platform answers HTTP 500 "#727 system busy" the next time they are made (then
     * normally), by contract name: a retry goes through.
     */
    busyOnce?: string[];
    /**
     * Money calls whose next send the platform acts on but whose answer is lost on the way back (a
     * network error), by contract name; then they are answered normally (the outcome is
     * unknown to the client). Only the `answer-lost` scenario's handlers read it.
     */
    answerLostOnce?: string[];
  };
  whitelabel: Record<WhitelabelSwitch, boolean>;
  members: MockMember[];
  /** Vendors per game type as the platform sends them: esports and cockfight still inside SPORTS. */
  gameMenu: Array<{ gameType: GameType; vendors: VendorItem[] }>;
  rngExcludedVendors: string[];
  /**
   * How many games a vendor carries (mocks/world/game-catalogue.ts makes them from the seed on
   * demand); a vendor not listed has its game type's default count.
   */
  gameCatalogue: { counts: Record<string, number> };
  customerService: MockCustomerService[];
  banners: MockBanner[];
  resources: SiteResource[];
  sms: {
    /** The code of the last SMS "sent" (the Scenarios panel shows it), or null. */
    lastCode: string | null;
    /** The number the last SMS went to, or null. */
    lastMobile: string | null;
    /** The one code the mock gateway sends and accepts (DESIGN.md: 123456). */
    code: string;
    /** SPEC 4.4: answered with every code; the client's resend countdown is expiredMinutes × 60 s. */
    expiredMinutes: number;
  };
  smsBehaviour: SmsBehaviour;
  /**
   * SPEC 2.4 one-click sign-in providers the platform enables. The mock provider answers identity
   * tokens `mock-{provider}-{account}`; the world links each to that account.
   */
  oneClickProviders: OneClickProvider[];
  captcha: { code: string };
  settings: {
    /**
     * SPEC 4.2 gives two readings of a first login: "a first login ... forces a password change"
     * (`forcesChange`, the default: the platform marks the never-changed password expired at the
     * first login, so PWDEXPFORCECHANGE3 decides as for any expired password), or a first login only
     * runs the first-login action, the F announcements (`announcementsOnly`).
     */
    firstLoginReading: 'forcesChange' | 'announcementsOnly';
    /**
     * SPEC 4.2 gives two readings of when a login needs extra verification: from an IP not
     * registered to the account (`unregistered`, the default) or from a registered one
     * (`registered`). Every seeded account has the visitor's IP registered, so the default world
     * never asks; the ip-verification scenarios do.
     */
    ipCheckReading: 'unregistered' | 'registered';
    /** Which extra verification the platform asks for (SPEC 4.2). */
    ipVerificationMethod: IpVerificationMethod;
    /** A login without the captcha is refused once an account has this many failures; 0: always. */
    captchaAfterFailures: number;
    /**
     * SPEC 9 "Age confirmation 18 (one message says 21)", SPEC 5.5 "Please confirm you are 21": the
     * minimum age of the terms text and the birthday rule. 18 is the default reading; 21 the other
     * (scenario `minimum-age-21`).
     */
    minimumAge: 18 | 21;
    /**
     * SPEC 4.5 gives two readings of the register type (contracts/register-settings.ts): every
     * registration goes to registerMobile while MOBILENUMREG3 is on (`bySwitch`, the default), or
     * the call follows the form used (`byForm`, scenario `mobile-register-by-form`). The register
     * settings answer it, so the client sends what the platform expects. Optional: a world saved
     * before it reads as the default.
     */
    registerCallReading?: RegisterCallReading;
    /**
     * SPEC 4.9 / 6 give two readings of a trial account's game launch (contracts/launch.ts): it
     * may open a free trial (`demoAllowed`, the default) or no game at all (`noGames`, scenario
     * `trial-account-no-games`, where the trial launch refuses a trial account's session too). The
     * permission data answers it. Optional: a world saved before it reads as the default.
     */
    trialLaunchReading?: TrialLaunchReading;
  };
  /** Live sessions: token → member id. */
  sessions: Record<string, number>;
  /** Consecutive failed logins per account name (lower case); a success resets it. */
  failedLogins: Record<string, number>;
  /** Numbers behind the ids the world hands out, so they are the same on every run of a seed. */
  counters: { session: number; trial: number };
  /** Affiliate (invitation) codes the platform accepts (SPEC 4.5). */
  affiliateCodes: string[];
  /** SPEC 3.1 per-field registration rules, as the register-settings call answers them. */
  registerSettings: Record<RegisterField, FieldRule>;
  /** Game launch (SPEC 4.9, 8): see mocks/world/launch.ts for the defaults when absent. */
  launch?: MockLaunchSettings;
  /** Ledger, orders, channels, rounds, bonuses (mocks/world/money-types.ts). */
  money: MoneyWorld;
  /** Inbox (messageV2): the platform's messages to members. */
  messages: MockMessage[];
  /** What the public state answers beyond balances and messages (SPEC 3). */
  engagement: {
    referralEnabled: boolean;
    hasVip: boolean;
    /**
     * SPEC 4.13: whether the site's live chat is staffed; the `chat-offline` scenario's
     * knob. Optional: a world saved before it reads as online.
     */
    liveChatOnline?: boolean;
  };
  /** Announcements, promotions, points and content, each in its own file. */
  announcements: AnnouncementsWorld;
  promotions: PromotionsWorld;
  points: PointsWorld;
  content: ContentWorld;
  /** The agent centre: downline contracts, their settlements and the lower-rate reading. */
  agency: AgencyWorld;
}

export interface MockLaunchSettings {
  /** Vendors whose launches are refused for maintenance, with recommendations (SPEC 8). */
  maintenanceVendors?: string[];
  /** Demo game rounds played so far: each round's roll comes from the seed and this count. */
  demoRounds?: number;
  /**
   * Set by the `previous-game-open` scenario: a real-money launch leaves its game open until a
   * round of it is played; launching another game meanwhile is refused "#734 the previous game has
   * not finished" (observed text), and launching the open one returns to it.
   */
  gamesStayOpen?: boolean;
  /** The open game of each member (member id → node id), while `gamesStayOpen`. */
  openGames?: Record<string, string>;
}

/** Changes to one seeded member: objects merge, values replace. */
export type MemberChange = DeepPartial<Omit<MockMember, 'id' | 'account'>>;

type DeepPartial<T> =
  T extends Array<unknown> ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * A scenario's changes to the generated world: objects merge, arrays and values replace.
 * `memberChanges` changes seeded members by account, so a scenario can adjust demo01 without
 * replacing the whole member list.
 */
export type WorldOverrides = DeepPartial<Omit<World, 'seed' | 'now'>> & {
  memberChanges?: Record<string, MemberChange>;
};
