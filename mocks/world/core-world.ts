import { memberDrawer } from './drawn-members';
import { createFaker } from './faker';
import {
  DEMO_PAYMENT_PASSWORD,
  MOCK_AFFILIATE_CODES,
  MOCK_CAPTCHA,
  MOCK_SMS_CODE,
  SUBAGENT01_ID,
  SUBAGENT02_ID,
} from './fixed-members';
import { mergeDeep } from './merge';
import { emptyMoney } from './money-seed';
import { seededPasswordHash } from './passwords';
import { defaultRegisterSettings } from './register-settings';
import {
  defaultWhitelabel,
  drawCustomerService,
  drawGameMenu,
  drawHandle,
  drawMainDomain,
  drawResources,
  drawSystem,
  siteBanners,
  siteOf,
} from './site-world';
import type { MockMember, World, WorldOverrides } from './types';
import { defaultRngExcludedVendors } from './vendor-catalogue';

/** A scenario's overrides but its member changes, which apply to members by account. */
export type Overrides = Omit<WorldOverrides, 'memberChanges'>;

/** How many steps the core is made in (the `yield`s of coreSteps, and the last). */
export const CORE_STEPS = 5;

/**
 * What the seed's faker draws (members, vendor order, the visitor IP…) with the scenario's
 * overrides merged in: every area but the economy's and the announcements, which are built from it.
 * Made in steps (each `yield`), so a browser can make it a step a task while the page waits; the
 * world's own faker is seeded here, so nothing else can draw from it in between.
 */
export function* coreSteps(
  seed: number,
  now: number,
  rest: Overrides,
  memberChanges: WorldOverrides['memberChanges'],
): Generator<void, World, void> {
  const faker = createFaker();
  faker.seed(seed);
  const mainDomain = drawMainDomain(faker);
  const drawer = memberDrawer(faker, mainDomain);
  yield;
  const members = drawer.players();

  yield;
  const gameMenu = drawGameMenu(faker);
  const handle = drawHandle(faker);
  const site = siteOf(mainDomain);
  // Keys in the order the world has always been serialised in; the draws follow it.
  const world: World = {
    seed,
    now: new Date(now).toISOString(),
    site,
    system: drawSystem(faker),
    whitelabel: defaultWhitelabel(),
    members,
    gameMenu,
    rngExcludedVendors: [...defaultRngExcludedVendors],
    gameCatalogue: { counts: {} },
    customerService: drawCustomerService(faker, mainDomain, handle),
    banners: siteBanners(site),
    resources: drawResources(faker, mainDomain, handle),
    ...sessionDefaults(),
    money: emptyMoney(),
    messages: [],
    engagement: { referralEnabled: true, hasVip: true, liveChatOnline: true },
    // Built from members and money when first read (createWorld); placeholders keep the key order.
    announcements: {} as World['announcements'],
    promotions: {} as World['promotions'],
    points: {} as World['points'],
    content: {} as World['content'],
    agency: {} as World['agency'],
  };

  yield;
  drawer.team(world, members, now);

  yield;
  readyAccounts(members, world.system.visitorIp);
  const made = withOverrides(world, rest, memberChanges);
  // The welcome banner is worded from the offer as the scenario leaves it, like the popups.
  if (!rest.banners) made.banners = siteBanners(made.site);
  return made;
}

/** Logins, SMS, captcha and registration as every world starts them (DESIGN.md mock codes). */
function sessionDefaults(): Pick<
  World,
  | 'sms'
  | 'smsBehaviour'
  | 'oneClickProviders'
  | 'captcha'
  | 'settings'
  | 'sessions'
  | 'failedLogins'
  | 'counters'
  | 'affiliateCodes'
  | 'registerSettings'
> {
  return {
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
  };
}

/** What seeded accounts have been through before the world's instant. */
function readyAccounts(members: MockMember[], visitorIp: string) {
  // SPEC 4.2: every seeded account has been used from the visitor's IP before.
  for (const member of members) member.knownIps = [visitorIp];
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
}

/** The scenario's overrides merged in, then its changes to members by account. */
function withOverrides(world: World, rest: Overrides, memberChanges: WorldOverrides['memberChanges']): World {
  const merged = mergeDeep(world, rest);
  for (const [account, change] of Object.entries(memberChanges ?? {})) {
    const index = merged.members.findIndex((m) => m.account.toLowerCase() === account.toLowerCase());
    // A typo in a scenario must fail loudly (the registry test builds every scenario's world).
    if (index < 0) throw new Error(`memberChanges: no member "${account}" in the world`);
    merged.members[index] = mergeDeep(merged.members[index], change);
  }
  return merged;
}
