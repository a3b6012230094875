import type { CsType, GameType, SiteResource, VendorItem, WhitelabelSwitch } from '../../src/api/contracts';

export interface MockMember {
  id: number;
  account: string;
  nickname: string;
  password: string;
  /** SPEC 3.3: agent types 1, 2, 41, 42; trial 4; 0 a plain member. */
  type: number;
  mobile: string | null;
  email: string;
  realName: string;
  balance: number;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  /** Marks the accounts listed in the Scenarios panel (DESIGN.md demo accounts). */
  demo: boolean;
}

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
  };
  system: {
    status: 0 | 1 | 2;
    maintenance: boolean;
    regionRestriction: boolean;
    maintenanceEnd: string | null;
    maintenanceInfo: string | null;
    visitorIp: string;
  };
  whitelabel: Record<WhitelabelSwitch, boolean>;
  members: MockMember[];
  /** Vendors per game type as the platform sends them: esports and cockfight still inside SPORTS. */
  gameMenu: Array<{ gameType: GameType; vendors: VendorItem[] }>;
  rngExcludedVendors: string[];
  customerService: MockCustomerService[];
  resources: SiteResource[];
  sms: { lastCode: string | null; code: string };
  captcha: { code: string };
}

type DeepPartial<T> =
  T extends Array<unknown> ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A scenario's changes to the generated world: objects merge, arrays and values replace. */
export type WorldOverrides = DeepPartial<Omit<World, 'seed' | 'now'>>;
