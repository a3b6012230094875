import type { HttpHandler } from 'msw';
import {
  AFFILIATE_MESSAGE_MAX,
  ARTICLE_PAGE_SIZE,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_MIN_WORDS,
  affiliateApplyCall,
  articleKinds,
  articlesCall,
  feedbackCall,
  feedbackTypes,
  feedbackWordCount,
  helpCenterCall,
  messagesReadAllCall,
  referralInfoCall,
  type AffiliateApplication,
} from '../../src/api/contracts';
import { memberOfToken } from '../world/accounts';
import { articlesOf, helpTopics, invitedCountOf, referralCodeOf } from '../world/content-world';
import type { ContentWorld, MockAffiliateApplication } from '../world/content-types';
import type { WorldStore } from '../world/store';
import type { World } from '../world/types';
import { mockCall, refuse, requestLanguage, withMember } from './respond';
import { refusalCode } from './refusals';

/** What the mock platform says when it refuses a support call, in both languages. */
export const supportRefusals = {
  feedbackType: { en: 'Please choose a question type', bn: 'অনুগ্রহ করে প্রশ্নের ধরন বেছে নিন' },
  feedbackLength: {
    en: `The content must be between ${FEEDBACK_MIN_LENGTH} and ${FEEDBACK_MAX_LENGTH} characters`,
    bn: `বিবরণ ${FEEDBACK_MIN_LENGTH} থেকে ${FEEDBACK_MAX_LENGTH} অক্ষরের মধ্যে হতে হবে`,
  },
  feedbackWords: {
    en: `The content must be between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words`,
    bn: `বিবরণ ${FEEDBACK_MIN_WORDS} থেকে ${FEEDBACK_MAX_WORDS} শব্দের মধ্যে হতে হবে`,
  },
  captchaMissing: { en: 'Please enter the captcha', bn: 'অনুগ্রহ করে ক্যাপচা লিখুন' },
  captchaInvalid: { en: 'Invalid captcha', bn: 'ক্যাপচা সঠিক নয়' },
  affiliateFields: {
    en: 'Name, contact and channel are required',
    bn: 'নাম, যোগাযোগ ও চ্যানেল আবশ্যক',
  },
  affiliateMessage: {
    en: `The message is limited to ${AFFILIATE_MESSAGE_MAX} characters`,
    bn: `বার্তা সর্বোচ্চ ${AFFILIATE_MESSAGE_MAX} অক্ষর`,
  },
  affiliateTwice: {
    en: 'Your affiliate application is already recorded',
    bn: 'আপনার অ্যাফিলিয়েট আবেদন আগেই নেওয়া হয়েছে',
  },
} as const;

const language = (request: Request, asked?: string) =>
  (asked ?? requestLanguage(request)).toLowerCase().startsWith('en') ? 'en' : 'bn';

/**
 * A world saved before this area existed lacks its lists: they read as empty, and are made when
 * first written (inside `store.update` only).
 */
function content(world: World): ContentWorld {
  const c: Partial<ContentWorld> = world.content;
  return {
    feedback: c.feedback ?? [],
    affiliateApplications: c.affiliateApplications ?? [],
    affiliateReviewSeconds: c.affiliateReviewSeconds ?? 10,
    affiliateOutcome: c.affiliateOutcome ?? 'approved',
    inboxFill: c.inboxFill ?? 0,
  };
}
function writable(world: World): ContentWorld {
  world.content = content(world);
  return world.content;
}

function toApplication(application: MockAffiliateApplication): AffiliateApplication {
  const { status, appliedAt, name, contact, channel, message } = application;
  return { status, appliedAt, name, contact, channel, message };
}

/** Support calls, answered from the world. */
export function supportHandlers(store: WorldStore): HttpHandler[] {
  /** The back office decides an application `affiliateReviewSeconds` after it arrived (on the next read). */
  const settleApplications = (now: number) => {
    const due = content(store.world).affiliateApplications.some(
      (a) => a.status === 'applying' && Date.parse(a.decideAt) <= now,
    );
    if (due)
      store.update((world) => {
        for (const a of writable(world).affiliateApplications)
          if (a.status === 'applying' && Date.parse(a.decideAt) <= now)
            a.status = world.content.affiliateOutcome;
      });
  };

  return [
    // SPEC 3.2, 5.3, 7.2: type, description (20–200 characters, 3–100 words) and captcha; the sender is the
    // session's member when there is one (a visitor's sender is kept as sent).
    mockCall(feedbackCall, ({ token, payload }) => {
      const member = memberOfToken(store.world, token);
      const type = Number(payload?.type);
      if (!(feedbackTypes as readonly number[]).includes(type))
        return refuse(supportRefusals.feedbackType, null);
      const text = (payload?.content ?? '').trim();
      if (text.length < FEEDBACK_MIN_LENGTH || text.length > FEEDBACK_MAX_LENGTH)
        return refuse(supportRefusals.feedbackLength, null);
      const words = feedbackWordCount(text);
      if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS)
        return refuse(supportRefusals.feedbackWords, null);
      const captcha = (payload?.captcha ?? '').trim();
      if (!captcha) return refuse(supportRefusals.captchaMissing, refusalCode.invalidCaptcha);
      if (captcha.toLowerCase() !== store.world.captcha.code.toLowerCase())
        return refuse(supportRefusals.captchaInvalid, refusalCode.invalidCaptcha);
      store.update((world) => {
        const list = writable(world).feedback;
        list.push({
          id: `F${String(list.length + 1).padStart(5, '0')}`,
          memberId: member?.id ?? null,
          sender: member?.account ?? String(payload?.sender ?? ''),
          type,
          content: text,
          at: new Date().toISOString(),
        });
      });
      return null;
    }),

    mockCall(helpCenterCall, ({ payload, request }) => {
      const lang = language(request, payload?.lang);
      return {
        topics: helpTopics.map((topic) => ({
          id: topic.id,
          title: topic.title[lang],
          content: topic.content[lang],
        })),
      };
    }),

    mockCall(articlesCall, ({ payload, request }) => {
      const kind = articleKinds.find((k) => k === payload?.kind) ?? 'blog';
      const all = articlesOf(store.world, kind, language(request, payload?.language));
      const pageSize = Math.max(1, Math.min(50, Math.floor(Number(payload?.pageSize)) || ARTICLE_PAGE_SIZE));
      const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
      const pageNum = Math.max(1, Math.min(totalPages, Math.floor(Number(payload?.pageNo)) || 1));
      return { content: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, totalPages };
    }),

    mockCall(referralInfoCall, ({ token }) =>
      withMember(store, token, (m) => {
        settleApplications(Date.now());
        const application = content(store.world).affiliateApplications.find((a) => a.memberId === m.id);
        return {
          referralCode: referralCodeOf(store.world, m.id),
          invitedCount: invitedCountOf(store.world, m.id),
          affiliate: application ? toApplication(application) : null,
        };
      }),
    ),

    mockCall(affiliateApplyCall, ({ token, payload }) =>
      withMember(store, token, (m) => {
        const name = (payload?.name ?? '').trim();
        const contact = (payload?.contact ?? '').trim();
        const channel = (payload?.channel ?? '').trim();
        const message = (payload?.message ?? '').trim();
        if (!name || !contact || !channel) return refuse(supportRefusals.affiliateFields, null);
        if (message.length > AFFILIATE_MESSAGE_MAX) return refuse(supportRefusals.affiliateMessage, null);
        const existing = content(store.world).affiliateApplications.find(
          (a) => a.memberId === m.id && a.status !== 'rejected',
        );
        if (existing) return refuse(supportRefusals.affiliateTwice, null);
        const now = Date.now();
        const application: MockAffiliateApplication = {
          memberId: m.id,
          name,
          contact,
          channel,
          message,
          status: 'applying',
          appliedAt: new Date(now).toISOString(),
          decideAt: new Date(now + content(store.world).affiliateReviewSeconds * 1000).toISOString(),
        };
        store.update((world) => {
          const list = writable(world).affiliateApplications;
          const index = list.findIndex((a) => a.memberId === m.id);
          if (index >= 0) list.splice(index, 1);
          list.push(application);
        });
        return toApplication(application);
      }),
    ),

    // The member's messages among the ids are marked read; an id of no message of theirs is passed over.
    mockCall(messagesReadAllCall, ({ token, payload }) =>
      withMember(store, token, (m) => {
        const ids = new Set(payload?.ids ?? []);
        const marking = (message: { id: string; memberId: number; read: boolean }) =>
          message.memberId === m.id && !message.read && ids.has(message.id);
        if (store.world.messages.some(marking))
          store.update((world) => {
            for (const message of world.messages) if (marking(message)) message.read = true;
          });
        return null;
      }),
    ),
  ];
}
