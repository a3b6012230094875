import { whitelabelSwitches, type WhitelabelSwitch } from '../../src/api/contracts';
import type { createFaker } from './faker';
import { MOCK_DEFAULT_PASSWORD } from './fixed-members';
import { gameKindOf } from './game-names';
import { vendorArt } from './icons';
import type { World } from './types';
import { vendorCatalogue } from './vendor-catalogue';
import { defaultWelcomeOffer, welcomeOfferOf, welcomeOfferText } from './welcome-offer';

/**
 * The site a seed draws: its domain, the vendors' order and pictures, the visitor's IP, the contact
 * links; and what every site starts with (switches, banners). The draws come from the world's one
 * faker in the order createWorld calls these, which is part of "same seed, same world".
 */

type Faker = ReturnType<typeof createFaker>;

const siteWords = ['lucky', 'royal', 'tiger', 'golden', 'star', 'jaya', 'padma', 'megha'];
/** Switched off by default, so only username registration shows (`mobile-register` turns them on). */
const switchesOffByDefault: WhitelabelSwitch[] = ['MOBILENUMREG3', 'REGMOBVERF3'];

export const drawMainDomain = (faker: Faker) => `${faker.helpers.arrayElement(siteWords)}play.example.com`;

export function siteOf(mainDomain: string): World['site'] {
  return {
    name: 'BetBangla',
    mainDomain,
    merchantCode: 'DEMO',
    currencySymbol: '৳',
    gmtOffsetMinutes: 360,
    defaultPassword: MOCK_DEFAULT_PASSWORD,
    welcomeOffer: defaultWelcomeOffer(),
  };
}

/** The vendors of each game type in the seed's order, with their pictures in drawn colours. */
export function drawGameMenu(faker: Faker): World['gameMenu'] {
  return vendorCatalogue.map(({ gameType, vendors }) => ({
    gameType,
    vendors: faker.helpers.shuffle(vendors).map(([code, name]) => ({
      vassalage: code,
      displayName: name,
      lagerIcon: vendorArt(gameKindOf(gameType, code), name, faker.number.int({ min: 0, max: 359 })),
      gameType,
    })),
  }));
}

export function defaultWhitelabel(): World['whitelabel'] {
  return Object.fromEntries(whitelabelSwitches.map((s) => [s, !switchesOffByDefault.includes(s)])) as Record<
    WhitelabelSwitch,
    boolean
  >;
}

export const drawHandle = (faker: Faker) =>
  faker.internet
    .username()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The site open, its visitor's IP drawn. */
export function drawSystem(faker: Faker): World['system'] {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    maintenanceEnd: null,
    maintenanceInfo: null,
    visitorIp: faker.internet.ipv4(),
    functionsOff: [],
  };
}

export function drawCustomerService(
  faker: Faker,
  mainDomain: string,
  handle: string,
): World['customerService'] {
  const csKey = () => faker.string.alphanumeric(8);
  return [
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
  ];
}

export function siteBanners(site: World['site']): World['banners'] {
  const welcome = welcomeOfferText(welcomeOfferOf(site)).headline;
  const cricket = { en: 'Cricket season boost', bn: 'ক্রিকেট মৌসুম বুস্ট' };
  const cashback = { en: 'Daily cashback', bn: 'দৈনিক ক্যাশব্যাক' };
  return [
    ...[welcome, cricket, cashback].map((headline, i) => ({
      groupName: 'w_home',
      headline,
      hue: (i * 110 + 20) % 360,
      linkage: '/promotions',
    })),
    {
      groupName: 'w_promotion',
      headline: { en: 'Promotions for every player', bn: 'সব খেলোয়াড়ের জন্য প্রমোশন' },
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
  ];
}

export function drawResources(faker: Faker, mainDomain: string, handle: string): World['resources'] {
  return [
    { resourceType: 'Android', url: `https://${mainDomain}/download/android.apk` },
    { resourceType: 'IOS', url: `https://${mainDomain}/download/ios` },
    { resourceType: 'LITE', url: `https://${mainDomain}/lite` },
    { resourceType: 'TELEGRAM', url: `https://t.me/${handle}` },
    { resourceType: 'TELEGRAM1', url: `https://t.me/${handle}_news` },
    { resourceType: 'WHATSAPP', url: `https://wa.me/880${faker.string.numeric(10)}` },
  ];
}
