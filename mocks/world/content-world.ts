import type { ArticleKind, MessageTemplateName } from '../../src/api/contracts';
import type { ContentWorld } from './content-types';
import { deliverMessage } from './messages';
import { seededRandom } from './seeded-random';
import type { World } from './types';

const MINUTE = 60_000;

/** Built when the world is made (after members and money), from the seed only: no faker draws. */
export function createContentWorld(world: World): ContentWorld {
  // A scenario's `content` overrides are already merged into `world.content` here (createWorld).
  const requested = world.content as Partial<ContentWorld>;
  const inboxFill = Math.max(0, Math.min(200, Math.floor(requested.inboxFill ?? 0)));
  const demo01 = world.members.find((m) => m.account === 'demo01');
  if (demo01 && inboxFill > 0) fillInbox(world, demo01.id, inboxFill);
  return {
    feedback: [],
    affiliateApplications: [],
    affiliateReviewSeconds: 10,
    affiliateOutcome: 'approved',
    inboxFill,
  };
}

const fillTemplates: MessageTemplateName[] = [
  'depositCredited',
  'withdrawalApproved',
  'depositFailed',
  'withdrawalRejected',
];
const platformNotes = [
  { title: 'Weekend cashback is live', body: 'Play this weekend and get cashback on your net losses.' },
  { title: 'Scheduled maintenance', body: 'Some games rest tonight from 02:00 to 03:00 (GMT+6).' },
  {
    title: 'Refer a friend',
    body: 'Share your invite link: each friend who joins counts towards your rewards.',
  },
];

/** `count` unread messages for one member, newest last, a few minutes apart before the world's instant. */
function fillInbox(world: World, memberId: number, count: number) {
  const random = seededRandom(`${world.seed}:inbox-fill`);
  const now = Date.parse(world.now);
  for (let i = 0; i < count; i++) {
    const at = new Date(now - (count - i) * 7 * MINUTE).toISOString();
    if (i % 4 === 3) {
      const note = platformNotes[Math.floor(random() * platformNotes.length)]!;
      world.messages.push({
        id: `M${String(world.messages.length + 1).padStart(6, '0')}`,
        memberId,
        at,
        template: null,
        title: note.title,
        body: note.body,
        params: {},
        read: false,
      });
    } else {
      const template = fillTemplates[Math.floor(random() * fillTemplates.length)]!;
      const amount = Math.round(200 + random() * 9_800).toLocaleString('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      deliverMessage(world, memberId, template, amount, at);
    }
  }
}

/** The member's referral code (SPEC 3.1): derived from the seed and the member, the same on every run. */
export function referralCodeOf(world: World, memberId: number): string {
  const random = seededRandom(`${world.seed}:referral:${memberId}`);
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => letters[Math.floor(random() * letters.length)]).join('');
}

/**
 * The member whose referral code this is (SPEC 3.1 referralCode), or undefined. Codes are matched
 * without regard to case, as a friend may type one from a poster.
 */
export function inviterOf(world: World, code: string): number | undefined {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  return world.members.find((m) => referralCodeOf(world, m.id) === wanted)?.id;
}

/**
 * Friends the member has invited: seeded (0–5; the demo member always has some) plus every
 * account registered with the member's referral code since the world began.
 */
export function invitedCountOf(world: World, memberId: number): number {
  const random = seededRandom(`${world.seed}:invited:${memberId}`);
  const count = Math.floor(random() * 6);
  const member = world.members.find((m) => m.id === memberId);
  const seeded = member?.account === 'demo01' ? Math.max(3, count) : count;
  return seeded + world.members.filter((m) => m.referredBy === memberId).length;
}

type Text = { en: string; bn: string };

/** SPEC 7.2 help centre topics, as the platform would store them (HTML, both languages). */
export const helpTopics: Array<{ id: string; title: Text; content: Text }> = [
  {
    id: 'deposit',
    title: { en: 'How do I deposit?', bn: 'কীভাবে জমা করব?' },
    content: {
      en: '<p>Open <strong>Deposit</strong> from the header, choose a payment method and a channel, enter the amount and submit. The back office credits it within minutes.</p>',
      bn: '<p>হেডার থেকে <strong>জমা</strong> খুলুন, পেমেন্ট পদ্ধতি ও চ্যানেল বেছে নিন, পরিমাণ লিখে জমা দিন। কয়েক মিনিটের মধ্যে তা যোগ হয়।</p>',
    },
  },
  {
    id: 'withdraw',
    title: { en: 'How do I withdraw?', bn: 'কীভাবে উত্তোলন করব?' },
    content: {
      en: '<p>Set your withdrawal password and a bank account in the <a href="/member?mcPage=securityCenter">security centre</a>, then open <strong>Withdraw</strong>.</p><ul><li>The account name must be your real name.</li><li>Confirm receipt once the money arrives.</li></ul>',
      bn: '<p><a href="/member?mcPage=securityCenter">নিরাপত্তা কেন্দ্রে</a> উত্তোলন পাসওয়ার্ড ও ব্যাংক অ্যাকাউন্ট যোগ করুন, তারপর <strong>উত্তোলন</strong> খুলুন।</p><ul><li>অ্যাকাউন্টের নাম আপনার আসল নাম হতে হবে।</li><li>টাকা পেলে প্রাপ্তি নিশ্চিত করুন।</li></ul>',
    },
  },
  {
    id: 'account',
    title: { en: 'Account and security', bn: 'অ্যাকাউন্ট ও নিরাপত্তা' },
    content: {
      en: '<p>Keep your password private. A phone number, once confirmed, cannot be changed. Contact <a href="https://t.me/betbangla_support">customer service</a> if you lose access.</p>',
      bn: '<p>পাসওয়ার্ড গোপন রাখুন। নিশ্চিত করা ফোন নম্বর আর বদলানো যায় না। অ্যাক্সেস হারালে <a href="https://t.me/betbangla_support">গ্রাহক সেবায়</a> যোগাযোগ করুন।</p>',
    },
  },
  {
    id: 'responsible',
    title: { en: 'Responsible gaming', bn: 'দায়িত্বশীল খেলা' },
    content: {
      en: '<p>Play for fun, set limits and take breaks. Players must be of legal age.</p>',
      bn: '<p>আনন্দের জন্য খেলুন, সীমা ঠিক করুন ও বিরতি নিন। খেলোয়াড়দের আইনি বয়স হতে হবে।</p>',
    },
  },
  {
    id: 'term',
    title: { en: 'Terms and conditions', bn: 'শর্তাবলী' },
    content: {
      en: '<h3>1. Eligibility</h3><p>You must be at least 18 years old and use one account only.</p><h3>2. Bonuses</h3><p>Bonuses carry turnover requirements shown with each promotion.</p><h3>3. Fair play</h3><p>Accounts abusing promotions or games may be closed.</p>',
      bn: '<h3>1. যোগ্যতা</h3><p>আপনার বয়স কমপক্ষে 18 বছর হতে হবে এবং একটি মাত্র অ্যাকাউন্ট ব্যবহার করবেন।</p><h3>2. বোনাস</h3><p>প্রতিটি প্রোমোশনের সাথে দেখানো টার্নওভারের শর্ত বোনাসে প্রযোজ্য।</p><h3>3. ন্যায্য খেলা</h3><p>প্রোমোশন বা গেমের অপব্যবহারকারী অ্যাকাউন্ট বন্ধ করা হতে পারে।</p>',
    },
  },
];

const articleTopics: Record<ArticleKind, Array<{ title: Text; summary: Text }>> = {
  blog: [
    {
      title: { en: 'Five tips for new slot players', bn: 'নতুন স্লট খেলোয়াড়দের জন্য পাঁচটি টিপস' },
      summary: {
        en: 'Start small, learn the paylines and set a budget.',
        bn: 'ছোট করে শুরু করুন, পেলাইন শিখুন ও বাজেট ঠিক করুন।',
      },
    },
    {
      title: { en: 'Understanding live casino tables', bn: 'লাইভ ক্যাসিনো টেবিল বোঝা' },
      summary: {
        en: 'Baccarat, roulette and blackjack explained.',
        bn: 'ব্যাকারাট, রুলেট ও ব্ল্যাকজ্যাক ব্যাখ্যা।',
      },
    },
    {
      title: { en: 'Cricket betting basics', bn: 'ক্রিকেট বেটিংয়ের মূল কথা' },
      summary: { en: 'Match odds, over/under and live markets.', bn: 'ম্যাচ অডস, ওভার/আন্ডার ও লাইভ মার্কেট।' },
    },
    {
      title: { en: 'How points and VIP levels work', bn: 'পয়েন্ট ও ভিআইপি লেভেল কীভাবে কাজ করে' },
      summary: {
        en: 'Earn points as you play and redeem them in the mall.',
        bn: 'খেলার সাথে পয়েন্ট অর্জন করে মলে রিডিম করুন।',
      },
    },
    {
      title: { en: 'Playing fishing games', bn: 'ফিশিং গেম খেলা' },
      summary: {
        en: 'Aim, upgrade your cannon and catch the boss fish.',
        bn: 'লক্ষ্য ঠিক করুন, কামান আপগ্রেড করুন ও বস মাছ ধরুন।',
      },
    },
    {
      title: { en: 'Setting your own limits', bn: 'নিজের সীমা নির্ধারণ' },
      summary: { en: 'Simple habits for responsible play.', bn: 'দায়িত্বশীল খেলার সহজ অভ্যাস।' },
    },
    {
      title: { en: 'What is a rebate?', bn: 'রিবেট কী?' },
      summary: {
        en: 'A share of your turnover, back to your wallet.',
        bn: 'আপনার টার্নওভারের একটি অংশ, ওয়ালেটে ফেরত।',
      },
    },
  ],
  news: [
    {
      title: { en: 'New esports vendor added', bn: 'নতুন ই-স্পোর্টস ভেন্ডর যুক্ত হয়েছে' },
      summary: { en: 'More tournaments and live markets.', bn: 'আরও টুর্নামেন্ট ও লাইভ মার্কেট।' },
    },
    {
      title: { en: 'Faster bKash deposits', bn: 'আরও দ্রুত বিকাশ জমা' },
      summary: { en: 'Deposits now credit within minutes.', bn: 'জমা এখন কয়েক মিনিটেই যোগ হয়।' },
    },
    {
      title: { en: 'The lite app is here', bn: 'লাইট অ্যাপ এসে গেছে' },
      summary: { en: 'A small app for slow connections.', bn: 'ধীর সংযোগের জন্য ছোট অ্যাপ।' },
    },
    {
      title: { en: 'Cricket season promotions', bn: 'ক্রিকেট মৌসুমের প্রোমোশন' },
      summary: { en: 'Daily boosts through the season.', bn: 'পুরো মৌসুম জুড়ে দৈনিক বুস্ট।' },
    },
    {
      title: { en: 'Maintenance window changes', bn: 'রক্ষণাবেক্ষণের সময় পরিবর্তন' },
      summary: { en: 'Weekly maintenance moves to Tuesday night.', bn: 'সাপ্তাহিক রক্ষণাবেক্ষণ মঙ্গলবার রাতে।' },
    },
    {
      title: { en: 'Points mall restocked', bn: 'পয়েন্ট মলে নতুন পুরস্কার' },
      summary: { en: 'New rewards to redeem with your points.', bn: 'পয়েন্ট দিয়ে রিডিম করার নতুন পুরস্কার।' },
    },
  ],
};

/** Blog or news articles in a language, newest first, dated back from the world's instant. */
export function articlesOf(world: World, kind: ArticleKind, language: 'en' | 'bn') {
  const now = Date.parse(world.now);
  const step = kind === 'blog' ? 3 : 2; // days between posts
  return articleTopics[kind].map((topic, i) => ({
    id: `${kind}-${i + 1}`,
    title: topic.title[language],
    summary: topic.summary[language],
    content: `<p>${topic.summary[language]}</p><p>${language === 'bn' ? 'বিস্তারিত শীঘ্রই আসছে।' : 'More details soon.'}</p>`,
    publishedAt: new Date(now - (i * step + 1) * 24 * 60 * MINUTE).toISOString(),
  }));
}
