import { createFaker } from './faker';
import { gameIdsOfType } from './game-catalogue';
import { whitelabelSwitches, type ConsolidatedValue, type WhitelabelSwitch } from '../../src/api/contracts';
import { badgeIcon } from './icons';
import { defineLazy } from './lazy';
import { mergeDeep } from './merge';
import { createAnnouncementsWorld } from './announcements-world';
import { createAgencyWorld } from './agency-world';
import { createContentWorld } from './content-world';
import { emptyMoney, finishMoneySeed, seedMoney } from './money-seed';
import { createPointsWorld } from './points-world';
import { createPromotionsWorld } from './promotions-world';
import { seededPasswordHash } from './passwords';
import { defaultRegisterSettings } from './register-settings';
import type { MockMember, World, WorldOverrides } from './types';
import { defaultRngExcludedVendors, vendorCatalogue } from './vendor-catalogue';

export interface CreateWorldOptions {
  seed: number;
  overrides?: WorldOverrides | undefined;
  /** The instant the world is built for (ms). Tests pass a fixed one; same seed and now, same world. */
  now?: number;
}

const HOUR = 3_600_000;
const siteWords = ['lucky', 'royal', 'tiger', 'golden', 'star', 'jaya', 'padma', 'megha'];
/** The mock platform's default password (SPEC 9 "{secret}"): logging in with it forces a change. */
export const MOCK_DEFAULT_PASSWORD = 'Welcome@123';
/** The password of every seeded account but newbie01 (DESIGN.md demo accounts). */
export const DEMO_PASSWORD = 'Demo@1234';
/** The withdrawal (payment) password of every demo account (README demo accounts). */
export const DEMO_PAYMENT_PASSWORD = '112233';
export const MOCK_SMS_CODE = '123456';
export const MOCK_CAPTCHA = '1234';
/** Invitation codes the default world accepts (the `affiliate-invalid` scenario accepts none). */
export const MOCK_AFFILIATE_CODES = ['BETBD', 'AFF2025', 'AGENT01'];
export const AGENT01_ID = 1002;
export const SUBAGENT01_ID = 1007;
/** Issue 7: the third level of agent01's team, under subagent01 (type 41, a sub-agent of a sub-agent). */
export const SUBAGENT02_ID = 1008;
/** Switched off by default, so only username registration shows (`mobile-register` turns them on). */
const switchesOffByDefault: WhitelabelSwitch[] = ['MOBILENUMREG3', 'REGMOBVERF3'];

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

function demoMembers(): MockMember[] {
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
function otherFixedMembers(): MockMember[] {
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

/** Issue 7: the team's third level, under subagent01 (added after the generated members, see below). */
function thirdLevelAgent(): MockMember {
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

/**
 * The parts of the world that are built on demand, each from the seed, the instant and the
 * scenario's overrides only (never from what the world has become since), so the same seed gives
 * the same world whatever is read first. The first calls of a page (status, menus, banners) need
 * only the core: the month of money history, the areas built on it and the announcements are made
 * when a call first reads them, not while the page starts.
 */
const economyAreas = ['members', 'money', 'messages', 'promotions', 'points', 'content', 'agency'] as const;
type EconomyArea = (typeof economyAreas)[number];
/** Every area of the world, in the order it has always been serialised in (the core's are the rest). */
const worldAreas: ReadonlyArray<Exclude<keyof World, 'seed' | 'now'>> = [
  'site',
  'system',
  'whitelabel',
  'members',
  'gameMenu',
  'rngExcludedVendors',
  'gameCatalogue',
  'customerService',
  'banners',
  'resources',
  'sms',
  'smsBehaviour',
  'oneClickProviders',
  'captcha',
  'settings',
  'sessions',
  'failedLogins',
  'counters',
  'affiliateCodes',
  'registerSettings',
  'money',
  'messages',
  'engagement',
  'announcements',
  'promotions',
  'points',
  'content',
  'agency',
];
const isEconomyArea = (area: string): area is EconomyArea =>
  (economyAreas as readonly string[]).includes(area);

type Overrides = Omit<WorldOverrides, 'memberChanges'>;

/**
 * Builds the mock world from a seed: same seed (and instant), same world; another seed changes
 * names, balances, vendor order, the visitor IP and the rest. The world's areas are made when
 * first read (`defineLazy`), each from the seed, the instant and the overrides only, so the order
 * they are read in changes nothing; reading any of them gives the plain data it always was.
 */
export function createWorld({ seed, overrides, now = Date.now() }: CreateWorldOptions): World {
  const { memberChanges, ...rest } = overrides ?? {};
  const core = stepwise(() => coreSteps(seed, now, rest, memberChanges));
  let economy: Pick<World, EconomyArea> | undefined;
  let announcements: World['announcements'] | undefined;
  const coreOf = core.finish;
  const economyOf = () => (economy ??= buildEconomy(coreOf(), rest));
  const announcementsOf = () =>
    (announcements ??= mergeDeep(createAnnouncementsWorld(coreOf()), rest.announcements));

  const world = { seed, now: new Date(now).toISOString() } as World;
  // Areas a scenario adds (`launch`…) come after the built ones, as a deep merge puts them.
  const added = Object.keys(rest).filter(
    (key) => rest[key as keyof Overrides] !== undefined && !(worldAreas as string[]).includes(key),
  ) as Array<keyof Overrides>;
  for (const area of [...worldAreas, ...added]) {
    defineLazy(world, area, () => {
      if (area === 'announcements') return announcementsOf();
      if (isEconomyArea(area)) return economyOf()[area];
      return coreOf()[area];
    });
  }
  // A typo in a scenario's member changes must fail loudly, when the world is made.
  if (memberChanges && Object.keys(memberChanges).length > 0) coreOf();
  warmUps.set(world, [...Array.from({ length: CORE_STEPS }, () => core.step), () => void announcementsOf()]);
  return world;
}

/** How many steps the core is made in (the `yield`s of coreSteps, and the last). */
const CORE_STEPS = 5;
const warmUps = new WeakMap<World, ReadonlyArray<() => void>>();

/**
 * The work the first requests to a world made by createWorld will need (its core, the
 * announcements), in steps a browser can run a task each while the page waits (issue 16); a step
 * whose work is done already does nothing. Nothing for any other object.
 */
export const worldWarmUp = (world: World): ReadonlyArray<() => void> => warmUps.get(world) ?? [];

/** A computation made in steps (a generator's `yield`s): `step` runs one, `finish` the rest. */
function stepwise<T>(start: () => Generator<void, T, void>) {
  let steps: Generator<void, T, void> | undefined;
  let result: { value: T } | undefined;
  const step = () => {
    if (result) return;
    const next = (steps ??= start()).next();
    if (next.done) result = { value: next.value };
  };
  return {
    step,
    finish(): T {
      for (;;) {
        if (result) return result.value;
        step();
      }
    },
  };
}

/**
 * What the seed's faker draws (members, vendor order, the visitor IP…) with the scenario's
 * overrides merged in: every area but the economy's and the announcements, which are built from it.
 * Made in steps (each `yield`), so a browser can make it a step a task while the page waits; the
 * world's own faker is seeded here, so nothing else can draw from it in between.
 */
function* coreSteps(
  seed: number,
  now: number,
  rest: Overrides,
  memberChanges: WorldOverrides['memberChanges'],
): Generator<void, World, void> {
  const faker = createFaker();
  faker.seed(seed);
  const mainDomain = `${faker.helpers.arrayElement(siteWords)}play.example.com`;

  const members = demoMembers().map((member) => ({
    ...member,
    email: `${member.account}@${mainDomain}`,
    realName: faker.person.fullName(),
  }));
  // Accounts and mobiles are unique on the platform: a clash is resolved without drawing again, so
  // the rest of a seed's world stays as it was.
  const fixed = [...demoMembers(), ...otherFixedMembers()];
  const accounts = new Set(fixed.map((m) => m.account));
  const mobiles = new Set(fixed.flatMap((m) => (m.mobile ? [m.mobile] : [])));
  const uniqueAccount = (name: string) => {
    let account = name;
    for (let n = 2; accounts.has(account); n++) account = `${name}x${n}`;
    accounts.add(account);
    return account;
  };
  const uniqueMobile = (mobile: string) => {
    let number = mobile;
    while (mobiles.has(number))
      number = `${number.slice(0, 3)}${String((Number(number.slice(3)) + 1) % 1e8).padStart(8, '0')}`;
    mobiles.add(number);
    return number;
  };
  yield;
  let nextId = 2000;
  for (let i = 0; i < 12; i++) {
    const first = faker.person.firstName();
    members.push({
      id: nextId++,
      account: uniqueAccount(
        `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 10, max: 99 })}`,
      ),
      nickname: first,
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 0,
      mobile: uniqueMobile(`017${faker.string.numeric(8)}`),
      email: faker.internet.email({ provider: mainDomain }).toLowerCase(),
      realName: faker.person.fullName({ firstName: first }),
      balance: faker.number.float({ min: 0, max: 50_000, fractionDigits: 2 }),
      ...memberDefaults(),
    });
  }

  yield;
  const gameMenu = vendorCatalogue.map(({ gameType, vendors }) => ({
    gameType,
    vendors: faker.helpers.shuffle(vendors).map(([code, name]) => ({
      vassalage: code,
      displayName: name,
      lagerIcon: badgeIcon(code.replace(/_.*/, ''), faker.number.int({ min: 0, max: 359 })),
      gameType,
    })),
  }));

  const whitelabel = Object.fromEntries(
    whitelabelSwitches.map((s) => [s, !switchesOffByDefault.includes(s)]),
  ) as Record<WhitelabelSwitch, boolean>;
  const handle = faker.internet
    .username()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const csKey = () => faker.string.alphanumeric(8);

  const world: World = {
    seed,
    now: new Date(now).toISOString(),
    site: {
      name: 'BetBangla',
      mainDomain,
      merchantCode: 'DEMO',
      currencySymbol: '৳',
      gmtOffsetMinutes: 360,
      defaultPassword: MOCK_DEFAULT_PASSWORD,
    },
    system: {
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
      maintenanceInfo: null,
      visitorIp: faker.internet.ipv4(),
      functionsOff: [],
    },
    whitelabel,
    members,
    gameMenu,
    rngExcludedVendors: [...defaultRngExcludedVendors],
    gameCatalogue: { counts: {} },
    customerService: [
      {
        csType: 'LIVECHAT',
        title: 'Live chat',
        url: `https://chat.${mainDomain}/room/${handle}`,
        key: csKey(),
      },
      { csType: 'FACEBOOK', title: 'Facebook', url: `https://www.facebook.com/${handle}`, key: csKey() },
      { csType: 'TELEGRAM', title: 'Telegram', url: `https://t.me/${handle}_support`, key: csKey() },
      {
        csType: 'WHATSAPP',
        title: 'WhatsApp',
        url: `https://wa.me/880${faker.string.numeric(10)}`,
        key: csKey(),
      },
    ],
    banners: [
      ...['Welcome bonus 100%', 'Cricket season boost', 'Daily cashback'].map((en, i) => ({
        groupName: 'w_home',
        headline: { en, bn: ['স্বাগতম বোনাস ১০০%', 'ক্রিকেট মৌসুম বুস্ট', 'দৈনিক ক্যাশব্যাক'][i]! },
        hue: (i * 110 + 20) % 360,
        linkage: '/promotions',
      })),
      {
        groupName: 'w_promotion',
        headline: { en: 'Promotions for every player', bn: 'সব খেলোয়াড়ের জন্য প্রোমোশন' },
        hue: 280,
        linkage: '/promotions',
      },
      {
        groupName: 'w_leftmenu',
        headline: { en: 'Invite friends', bn: 'বন্ধুদের আমন্ত্রণ' },
        hue: 160,
        linkage: null,
      },
      // SPEC 2.4: the login popup's banner, one per language group.
      ...(['EN', 'BN'] as const).map((lang) => ({
        groupName: `w_login_${lang}`,
        headline: { en: 'Log in and claim your bonus', bn: 'লগইন করে বোনাস নিন' },
        hue: lang === 'EN' ? 200 : 340,
        linkage: '/promotions',
      })),
    ],
    resources: [
      { resourceType: 'Android', url: `https://${mainDomain}/download/android.apk` },
      { resourceType: 'IOS', url: `https://${mainDomain}/download/ios` },
      { resourceType: 'LITE', url: `https://${mainDomain}/lite` },
      { resourceType: 'TELEGRAM', url: `https://t.me/${handle}` },
      { resourceType: 'TELEGRAM1', url: `https://t.me/${handle}_news` },
      { resourceType: 'WHATSAPP', url: `https://wa.me/880${faker.string.numeric(10)}` },
    ],
    sms: { lastCode: null, lastMobile: null, code: MOCK_SMS_CODE, expiredMinutes: 2 },
    smsBehaviour: 'ok',
    oneClickProviders: ['google', 'facebook', 'telegram'],
    captcha: { code: MOCK_CAPTCHA },
    settings: {
      captchaAfterFailures: 3,
      minimumAge: 18,
      firstLoginReading: 'forcesChange',
      ipCheckReading: 'unregistered',
      ipVerificationMethod: 'mobileCode',
    },
    sessions: {},
    failedLogins: {},
    counters: { session: 0, trial: 0 },
    affiliateCodes: [...MOCK_AFFILIATE_CODES],
    registerSettings: defaultRegisterSettings(),
    money: emptyMoney(),
    messages: [],
    engagement: { referralEnabled: true, hasVip: true },
    // Filled below, once members and money exist (issue 6 areas).
    announcements: {} as World['announcements'], // built by createAnnouncementsWorld below
    promotions: {} as World['promotions'], // built by createPromotionsWorld below
    points: {} as World['points'], // built by createPointsWorld below
    content: {} as World['content'], // built by createContentWorld below
    agency: {} as World['agency'], // built by createAgencyWorld below
  };

  yield;
  // Drawn last, so the values above stay what they were for a seed before these existed.
  // demo01 starts with three slot games among its favourites (SPEC 4.8), chosen by the seed.
  const slots = gameIdsOfType(world, 'RNG');
  const picks = Array.from({ length: 3 }, () => faker.number.int({ min: 100_000, max: 999_999 }));
  members.find((m) => m.account === 'demo01')!.favouriteIds = [
    ...new Set(picks.map((n) => slots[n % slots.length]!)),
  ];
  for (const member of otherFixedMembers()) {
    members.push({ ...member, email: `${member.account}@${mainDomain}`, realName: faker.person.fullName() });
  }
  let downlineId = 3000;
  const downline = (parentId: number): MockMember => {
    const first = faker.person.firstName();
    return {
      ...memberDefaults(),
      id: downlineId++,
      account: uniqueAccount(
        `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 100, max: 999 })}`,
      ),
      nickname: first,
      passwordHash: seededPasswordHash(DEMO_PASSWORD),
      type: 0,
      mobile: uniqueMobile(`018${faker.string.numeric(8)}`),
      email: faker.internet.email({ provider: mainDomain }).toLowerCase(),
      realName: faker.person.fullName({ firstName: first }),
      balance: faker.number.float({ min: 0, max: 20_000, fractionDigits: 2 }),
      parentId,
    };
  };
  members.push(downline(AGENT01_ID), downline(AGENT01_ID), downline(AGENT01_ID), downline(SUBAGENT01_ID));
  // Issue 7: the team's third and fourth levels (agent01 → subagent01 → subagent02 → members), drawn
  // after the rest so a seed's earlier world stays what it was.
  const third = thirdLevelAgent();
  members.push({ ...third, email: `${third.account}@${mainDomain}`, realName: faker.person.fullName() });
  members.push(downline(SUBAGENT01_ID), downline(SUBAGENT02_ID), downline(SUBAGENT02_ID));
  // Opened a month before the world's instant, a day apart, so team figures over a period have joiners.
  members.forEach((member, i) => {
    member.createdAt ??= new Date(now - (35 - (i % 30)) * 24 * HOUR).toISOString();
  });

  yield;
  // SPEC 4.2: every seeded account has been used from the visitor's IP before.
  for (const member of members) member.knownIps = [world.system.visitorIp];
  // A seeded number was confirmed by SMS when it was bound (SPEC 4.11 phone binding).
  for (const member of members) member.mobileConfirmed = member.mobile !== null;
  // Demo accounts (and subagent01, the demo downline) can withdraw and transfer at once: a payment
  // password and one wallet account in their name.
  for (const member of members.filter(
    (m) => (m.demo || m.id === SUBAGENT01_ID || m.id === SUBAGENT02_ID) && m.type !== 4,
  )) {
    member.paymentPasswordHash = seededPasswordHash(DEMO_PAYMENT_PASSWORD);
    member.bankAccounts = [
      {
        id: `BA${member.id}`,
        bankName: 'bKash',
        accountName: member.realName,
        accountNumber: `017${String(member.id).padStart(8, '0')}`,
      },
    ];
  }

  const merged = mergeDeep(world, rest);
  for (const [account, change] of Object.entries(memberChanges ?? {})) {
    const index = merged.members.findIndex((m) => m.account.toLowerCase() === account.toLowerCase());
    // A typo in a scenario must fail loudly (the registry test builds every scenario's world).
    if (index < 0) throw new Error(`memberChanges: no member "${account}" in the world`);
    merged.members[index] = mergeDeep(merged.members[index], change);
  }
  return merged;
}

/**
 * The month of money (opening balances, rounds, deposits, withdrawals, bonuses) and the areas built
 * on it (promotions, points, content, agency), on a copy of the core's members, money and messages:
 * the core stays as it was made, so each area is built from the same inputs whenever it is read.
 */
function buildEconomy(core: World, rest: Overrides): Pick<World, EconomyArea> {
  const merged: World = {
    ...core,
    members: structuredClone(core.members),
    money: structuredClone(core.money),
    messages: structuredClone(core.messages),
  };
  // Last: the balances above (after any scenario change) open the ledger, then a month of history.
  seedMoney(merged);
  // Issue 6 areas: seeded without faker, so the world above stays what it was for a seed. Scenario
  // overrides of these areas merge over what was built (the announcements: see createWorld).
  merged.promotions = mergeDeep(createPromotionsWorld(merged), rest.promotions);
  merged.points = mergeDeep(createPointsWorld(merged), rest.points);
  merged.content = mergeDeep(createContentWorld(merged), rest.content);
  // The agency's settings are read while seeding (a scenario's reading or pending offer shapes the seed).
  merged.agency = mergeDeep(createAgencyWorld(merged, rest.agency?.settings), rest.agency);
  // Settlements and grants above were posted after the month of money: back in time order.
  finishMoneySeed(merged);
  const { members, money, messages, promotions, points, content, agency } = merged;
  return { members, money, messages, promotions, points, content, agency };
}

/** A maintenance end a couple of hours after the world's instant, on the hour. */
export function maintenanceEndAfter(now: number, hours: number): string {
  return new Date(Math.ceil(now / HOUR) * HOUR + hours * HOUR).toISOString();
}
