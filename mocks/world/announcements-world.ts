import type { AnnouncementsWorld, Localised, MockPopupEntry } from './announcements-types';
import { playerNotices } from './lobby-content';
import { seededRandom } from './seeded-random';
import type { World } from './types';
import { welcomeOfferOf, welcomeOfferText } from './welcome-offer';
import type { WelcomeOffer } from './welcome-offer-types';

/**
 * The mock platform's announcement data (SPEC 3, 4.7, 7.6): the popup entries for each
 * audience (A logged-in members, B visitors, F a first-time login), the player notices with their
 * dates, and the promotion's announcement images. Seeded from the world's seed only (no faker
 * draws, so the rest of the world stays as it was for a seed).
 */

const DAY = 24 * 60 * 60 * 1000;

const paragraph = (text: string) => `<p>${text}</p>`;

/** The visitor entries (execution B): the first advertises the welcome offer. */
function visitorEntries(site: string, offer: WelcomeOffer): MockPopupEntry[] {
  const { headline, summary } = welcomeOfferText(offer);
  const topics: Array<{ title: Localised; body: Localised; promotionId?: string }> = [
    {
      title: { en: `Welcome to ${site}`, bn: `${site}-এ স্বাগতম` },
      body: {
        en: `<p><strong>Sign up today</strong> and get the <em>${headline.en}</em>: ${summary.en}</p><ul><li>Slots, live casino and sports</li><li>Deposits in minutes</li></ul>`,
        bn: `<p><strong>আজই নিবন্ধন করুন</strong> এবং নিন <em>${headline.bn}</em>: ${summary.bn}</p><ul><li>স্লট, লাইভ ক্যাসিনো ও স্পোর্টস</li><li>কয়েক মিনিটে ডিপোজিট</li></ul>`,
      },
      promotionId: offer.promotionId,
    },
    {
      title: { en: 'Download our app', bn: 'আমাদের অ্যাপ ডাউনলোড করুন' },
      body: {
        en: paragraph('Play anywhere with the Android and iOS apps. Scan the QR code in the side menu.'),
        bn: paragraph('অ্যান্ড্রয়েড ও আইওএস অ্যাপে যেকোনো জায়গা থেকে খেলুন। সাইড মেনুর কিউআর কোড স্ক্যান করুন।'),
      },
    },
    {
      title: { en: 'Free Play is open', bn: 'ফ্রি প্লে চালু আছে' },
      body: {
        en: paragraph('Try the games with a trial account before you sign up.'),
        bn: paragraph('সাইন আপের আগে ট্রায়াল অ্যাকাউন্টে গেমগুলো চেষ্টা করুন।'),
      },
    },
    {
      title: { en: 'New slot providers', bn: 'নতুন স্লট প্রোভাইডার' },
      body: {
        en: paragraph('Dozens of new slot games arrived this week. Find them in the slots lobby.'),
        bn: paragraph('এই সপ্তাহে কয়েক ডজন নতুন স্লট গেম এসেছে। স্লট লবিতে খুঁজে নিন।'),
      },
    },
    {
      title: { en: 'Cricket season', bn: 'ক্রিকেট মৌসুম' },
      body: {
        en: paragraph('Bet on every match of the season with live odds.'),
        bn: paragraph('লাইভ অডসে মৌসুমের প্রতিটি ম্যাচে বাজি ধরুন।'),
      },
    },
    {
      title: { en: 'Invite your friends', bn: 'বন্ধুদের আমন্ত্রণ জানান' },
      body: {
        en: paragraph('Members earn a reward for every friend who joins with their link.'),
        bn: paragraph('সদস্যরা তাদের লিংকে যোগ দেওয়া প্রতিটি বন্ধুর জন্য পুরস্কার পান।'),
      },
    },
    {
      title: { en: 'Safe and fast payments', bn: 'নিরাপদ ও দ্রুত পেমেন্ট' },
      body: {
        en: paragraph('bKash, Nagad and Rocket deposits are credited within minutes.'),
        bn: paragraph('বিকাশ, নগদ ও রকেট ডিপোজিট কয়েক মিনিটে জমা হয়।'),
      },
    },
    {
      title: { en: 'Customer service around the clock', bn: 'সারাক্ষণ গ্রাহকসেবা' },
      body: {
        en: paragraph('Live chat, Telegram and WhatsApp answer day and night.'),
        bn: paragraph('লাইভ চ্যাট, টেলিগ্রাম ও হোয়াটসঅ্যাপ দিনরাত উত্তর দেয়।'),
      },
    },
    {
      title: { en: 'Play responsibly', bn: 'দায়িত্ব নিয়ে খেলুন' },
      body: {
        en: paragraph('Only players aged 18 and over may play. Set limits that suit you.'),
        bn: paragraph('কেবল 18 বছর বা তার বেশি বয়সীরা খেলতে পারেন। নিজের উপযোগী সীমা ঠিক করুন।'),
      },
    },
    {
      title: { en: 'Weekly jackpot', bn: 'সাপ্তাহিক জ্যাকপট' },
      body: {
        en: paragraph('The jackpot grows with every spin. Watch the ticker on the home page.'),
        bn: paragraph('প্রতিটি স্পিনে জ্যাকপট বাড়ে। হোম পেজের টিকারে দেখুন।'),
      },
    },
    {
      title: { en: 'Points mall', bn: 'পয়েন্ট মল' },
      body: {
        en: paragraph('Members collect points as they play and redeem them for rewards.'),
        bn: paragraph('সদস্যরা খেলে পয়েন্ট জমান এবং পুরস্কারে বদলে নেন।'),
      },
    },
  ];
  return topics.map((topic, i) => ({
    id: `B${i + 1}`,
    execution: 'B',
    title: topic.title,
    content: topic.body,
    promotionId: topic.promotionId ?? null,
  }));
}

/** The member entries (execution A): a few advertise a promotion. */
function memberEntries(percent: number, rebate: string): MockPopupEntry[] {
  const topics: Array<{ title: Localised; body: Localised; promotionId?: string }> = [
    {
      title: { en: 'Weekend deposit bonus', bn: 'সপ্তাহান্তের ডিপোজিট বোনাস' },
      body: {
        en: `<p>Deposit this weekend and get <strong>${percent}% extra</strong>, up to ৳5,000.</p><p>Claim it in the reward centre.</p>`,
        bn: `<p>এই সপ্তাহান্তে ডিপোজিট করুন এবং <strong>${percent}% বেশি</strong> পান, সর্বোচ্চ ৳5,000।</p><p>পুরস্কার কেন্দ্র থেকে দাবি করুন।</p>`,
      },
      promotionId: 'weekend-deposit',
    },
    {
      title: { en: 'Daily red envelope', bn: 'দৈনিক লাল খাম' },
      body: {
        en: paragraph('A red envelope waits for you every day. Open it in the reward centre.'),
        bn: paragraph('প্রতিদিন একটি লাল খাম আপনার জন্য অপেক্ষা করে। পুরস্কার কেন্দ্রে খুলুন।'),
      },
      promotionId: 'red-envelope',
    },
    {
      title: { en: `Rebate up to ${rebate}%`, bn: `সর্বোচ্চ ${rebate}% রিবেট` },
      body: {
        en: paragraph(`Every bet earns a rebate of up to ${rebate}%, paid daily.`),
        bn: paragraph(`প্রতিটি বাজিতে সর্বোচ্চ ${rebate}% রিবেট, প্রতিদিন দেওয়া হয়।`),
      },
    },
    {
      title: { en: 'VIP levels', bn: 'ভিআইপি লেভেল' },
      body: {
        en: paragraph('Climb the VIP levels for bigger bonuses and faster withdrawals.'),
        bn: paragraph('বড় বোনাস ও দ্রুত উত্তোলনের জন্য ভিআইপি লেভেলে উঠুন।'),
      },
    },
    {
      title: { en: 'Mission leaderboard', bn: 'মিশন লিডারবোর্ড' },
      body: {
        en: paragraph('Complete missions to climb the leaderboard and win prizes.'),
        bn: paragraph('মিশন সম্পূর্ণ করে লিডারবোর্ডে উঠুন এবং পুরস্কার জিতুন।'),
      },
    },
    {
      title: { en: 'Secure your account', bn: 'আপনার অ্যাকাউন্ট সুরক্ষিত করুন' },
      body: {
        en: paragraph('Set a withdrawal password and bind your mobile in the security centre.'),
        bn: paragraph('নিরাপত্তা কেন্দ্রে উত্তোলন পাসওয়ার্ড ঠিক করুন এবং মোবাইল যুক্ত করুন।'),
      },
    },
    {
      title: { en: 'Lucky wheel', bn: 'লাকি হুইল' },
      body: {
        en: paragraph('Spin the wheel with the tickets you earn from deposits.'),
        bn: paragraph('ডিপোজিট থেকে পাওয়া টিকিট দিয়ে চাকা ঘোরান।'),
      },
    },
    {
      title: { en: 'Golden eggs', bn: 'সোনার ডিম' },
      body: {
        en: paragraph('Crack a golden egg for a surprise bonus.'),
        bn: paragraph('চমকপ্রদ বোনাসের জন্য একটি সোনার ডিম ভাঙুন।'),
      },
    },
    {
      title: { en: 'Daily check-in', bn: 'দৈনিক চেক-ইন' },
      body: {
        en: paragraph('Check in every day this week to collect a growing reward.'),
        bn: paragraph('এই সপ্তাহে প্রতিদিন চেক-ইন করে বাড়তে থাকা পুরস্কার নিন।'),
      },
    },
    {
      title: { en: 'New live tables', bn: 'নতুন লাইভ টেবিল' },
      body: {
        en: paragraph('More baccarat and roulette tables are open in the live casino.'),
        bn: paragraph('লাইভ ক্যাসিনোতে আরও ব্যাকারাট ও রুলেট টেবিল খোলা হয়েছে।'),
      },
    },
    {
      title: { en: 'Points never expire', bn: 'পয়েন্ট কখনো মেয়াদোত্তীর্ণ হয় না' },
      body: {
        en: paragraph('Your points stay until you redeem them in the points mall.'),
        bn: paragraph('পয়েন্ট মলে বদলে না নেওয়া পর্যন্ত আপনার পয়েন্ট থেকে যায়।'),
      },
    },
    {
      title: { en: 'Monthly raffle', bn: 'মাসিক র‍্যাফেল' },
      body: {
        en: paragraph('Every deposit this month is a ticket in the raffle.'),
        bn: paragraph('এই মাসের প্রতিটি ডিপোজিট র‍্যাফেলের একটি টিকিট।'),
      },
    },
  ];
  return topics.map((topic, i) => ({
    id: `A${i + 1}`,
    execution: 'A',
    title: topic.title,
    content: topic.body,
    promotionId: topic.promotionId ?? null,
  }));
}

/** The first-time-login entries (execution F): the first is the welcome offer. */
function firstLoginEntries(offer: WelcomeOffer): MockPopupEntry[] {
  const { headline, summary } = welcomeOfferText(offer);
  return [
    {
      id: 'F1',
      execution: 'F',
      title: headline,
      content: {
        en: `<p>Welcome aboard! Make your first deposit today: <strong>${summary.en}</strong></p>`,
        bn: `<p>স্বাগতম! আজই প্রথম ডিপোজিট করুন: <strong>${summary.bn}</strong></p>`,
      },
      promotionId: offer.promotionId,
    },
    {
      id: 'F2',
      execution: 'F',
      title: { en: 'Getting started', bn: 'শুরু করা যাক' },
      content: {
        en: '<ol><li>Bind your mobile number</li><li>Add a bank or wallet account</li><li>Make a deposit and play</li></ol>',
        bn: '<ol><li>আপনার মোবাইল নম্বর যুক্ত করুন</li><li>ব্যাংক বা ওয়ালেট অ্যাকাউন্ট যোগ করুন</li><li>ডিপোজিট করে খেলুন</li></ol>',
      },
      promotionId: null,
    },
  ];
}

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createAnnouncementsWorld(world: World): AnnouncementsWorld {
  const draw = seededRandom(`announcements:${world.seed}`, 0x27d4eb2f);
  const welcome = welcomeOfferOf(world.site);
  const weekend = 10 + Math.floor(draw() * 5) * 5;
  const rebate = (0.5 + Math.floor(draw() * 6) * 0.1).toFixed(1);
  const now = Date.parse(world.now);
  const en = playerNotices(world, 'en');
  const bn = playerNotices(world, 'bn');
  return {
    popup: [
      ...firstLoginEntries(welcome),
      ...memberEntries(weekend, rebate),
      ...visitorEntries(world.site.name, welcome),
    ],
    notices: en.map((notice, i) => ({
      id: notice.id,
      title: { en: notice.title, bn: bn[i]?.title ?? notice.title },
      // A notice every few days, the newest first, at a seeded hour.
      publishedAt: new Date(
        now - (i * 3 + Math.floor(draw() * 3)) * DAY - Math.floor(draw() * 20) * 3_600_000,
      ).toISOString(),
    })),
    promotionImages: [
      { sequence: 1, headline: { en: 'Weekend deposit bonus', bn: 'সপ্তাহান্তের ডিপোজিট বোনাস' }, hue: 20 },
      { sequence: 2, headline: { en: 'Daily red envelope', bn: 'দৈনিক লাল খাম' }, hue: 350 },
    ],
  };
}
