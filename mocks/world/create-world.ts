import { faker } from './faker';
import { whitelabelSwitches, type WhitelabelSwitch } from '../../src/api/contracts';
import { badgeIcon } from './icons';
import { mergeDeep } from './merge';
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
export const MOCK_SMS_CODE = '123456';
export const MOCK_CAPTCHA = '1234';

function demoMembers(): MockMember[] {
  const base = {
    email: '',
    realName: '',
    mobile: null,
    passwordExpired: false,
    firstTimeLogin: false,
    demo: true,
  };
  return [
    {
      ...base,
      id: 1001,
      account: 'demo01',
      nickname: 'Demo',
      password: 'Demo@1234',
      type: 0,
      balance: 25_000,
    },
    {
      ...base,
      id: 1002,
      account: 'agent01',
      nickname: 'Agent One',
      password: 'Demo@1234',
      type: 1,
      balance: 150_000,
    },
    {
      ...base,
      id: 1003,
      account: 'newbie01',
      nickname: 'Newbie',
      password: MOCK_DEFAULT_PASSWORD,
      type: 0,
      balance: 0,
      firstTimeLogin: true,
    },
    {
      ...base,
      id: 1004,
      account: 'expired01',
      nickname: 'Expired',
      password: 'Demo@1234',
      type: 0,
      balance: 3_200,
      passwordExpired: true,
    },
    {
      ...base,
      id: 1005,
      account: 'mobile01',
      nickname: 'Mobile',
      password: 'Demo@1234',
      type: 0,
      balance: 8_750.5,
      mobile: '01712345678',
    },
  ];
}

/**
 * Builds the mock world from a seed: same seed (and instant), same world; another seed changes
 * names, balances, vendor order, the visitor IP and the rest. Faker is seeded once here and used
 * synchronously, so nothing else can draw from it in between.
 */
export function createWorld({ seed, overrides, now = Date.now() }: CreateWorldOptions): World {
  faker.seed(seed);
  const mainDomain = `${faker.helpers.arrayElement(siteWords)}play.example.com`;

  const members = demoMembers().map((member) => ({
    ...member,
    email: `${member.account}@${mainDomain}`,
    realName: faker.person.fullName(),
  }));
  let nextId = 2000;
  for (let i = 0; i < 12; i++) {
    const first = faker.person.firstName();
    members.push({
      id: nextId++,
      account: `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 10, max: 99 })}`,
      nickname: first,
      password: 'Demo@1234',
      type: 0,
      mobile: `017${faker.string.numeric(8)}`,
      email: faker.internet.email({ provider: mainDomain }).toLowerCase(),
      realName: faker.person.fullName({ firstName: first }),
      balance: faker.number.float({ min: 0, max: 50_000, fractionDigits: 2 }),
      passwordExpired: false,
      firstTimeLogin: false,
      demo: false,
    });
  }

  const gameMenu = vendorCatalogue.map(({ gameType, vendors }) => ({
    gameType,
    vendors: faker.helpers.shuffle(vendors).map(([code, name]) => ({
      vassalage: code,
      displayName: name,
      lagerIcon: badgeIcon(code.replace(/_.*/, ''), faker.number.int({ min: 0, max: 359 })),
      gameType,
    })),
  }));

  const whitelabel = Object.fromEntries(whitelabelSwitches.map((s) => [s, true])) as Record<
    WhitelabelSwitch,
    boolean
  >;
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
    },
    whitelabel,
    members,
    gameMenu,
    rngExcludedVendors: [...defaultRngExcludedVendors],
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
    resources: [
      { resourceType: 'Android', url: `https://${mainDomain}/download/android.apk` },
      { resourceType: 'IOS', url: `https://${mainDomain}/download/ios` },
      { resourceType: 'LITE', url: `https://${mainDomain}/lite` },
      { resourceType: 'TELEGRAM', url: `https://t.me/${handle}` },
      { resourceType: 'TELEGRAM1', url: `https://t.me/${handle}_news` },
      { resourceType: 'WHATSAPP', url: `https://wa.me/880${faker.string.numeric(10)}` },
    ],
    sms: { lastCode: null, code: MOCK_SMS_CODE },
    captcha: { code: MOCK_CAPTCHA },
  };
  return mergeDeep(world, overrides);
}

/** A maintenance end a couple of hours after the world's instant, on the hour. */
export function maintenanceEndAfter(now: number, hours: number): string {
  return new Date(Math.ceil(now / HOUR) * HOUR + hours * HOUR).toISOString();
}
