import * as v from 'valibot';
import { defineCall, ignoredValue } from './call';
import { messageReadCall } from './wallet';

/**
 * SPEC 3.2 feedback question types, in the order the select lists them: 1 deposit, 2 withdrawal,
 * 3 game, 4 customer service, 6 apply agent, 0 other.
 */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** SPEC 5.3 / 9: the feedback description is 20 to 200 characters (maxlength 200, counter x/200). */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;

/**
 * SPEC 5.3: the description must also be between {0} and {1} words, both bounds configurable; SPEC
 * gives no numbers. 3 words is the shortest description that says what went wrong ("deposit not
 * credited"); 100 is the most words 200 characters can hold (one-letter words, one space apart),
 * so by default the word ceiling never refuses what the character limits let through.
 */
export const FEEDBACK_MIN_WORDS = 3;
export const FEEDBACK_MAX_WORDS = 100;

/**
 * The words of a description, counted the same way by the form and the platform: words are what
 * spaces separate, and Bengali and English both write a space between words.
 */
export const feedbackWordCount = (text: string): number => text.split(/\s+/u).filter(Boolean).length;

/** SPEC 3.2 feedback payload: content, sender (the username; empty for a visitor), type, captcha. */
export type FeedbackRequest = { content: string; sender: string; type: number; captcha: string };

/**
 * PUT /wps/feedback (SPEC 7.2). Public: the platform registry marks it `token: false`, and a
 * visitor may send one; the member's token is sent when there is one.
 */
export const feedbackCall = defineCall<FeedbackRequest, null>({
  name: 'feedback',
  method: 'PUT',
  path: 'wps/feedback',
  value: ignoredValue,
});

const helpTopic = v.object({
  id: v.string(),
  title: v.string(),
  /** Server HTML: shown only through `sanitizeHtml`. */
  content: v.string(),
});
export type HelpTopic = v.InferOutput<typeof helpTopic>;

/** The help topic SPEC 2.1 /help#term opens. */
export const TERMS_TOPIC_ID = 'term';

/**
 * GET /wps/system/helpCenter (SPEC 7.2: lang, device WEB). The response fields are not shown in the
 * spec: a list of topics, each with an id, a title and its HTML (the terms are topic `term`).
 */
export const helpCenterCall = defineCall<{ lang: string; device: 'WEB' }, { topics: HelpTopic[] }>({
  name: 'helpCenter',
  method: 'GET',
  path: 'wps/system/helpCenter',
  value: v.object({ topics: v.array(helpTopic) }),
});

export const articleKinds = ['blog', 'news'] as const;
export type ArticleKind = (typeof articleKinds)[number];

const article = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  /** Server HTML: shown only through `sanitizeHtml`. */
  content: v.string(),
  publishedAt: v.string(),
});
export type Article = v.InferOutput<typeof article>;

const articlePage = v.object({
  content: v.array(article),
  pageNum: v.number(),
  totalPages: v.number(),
});
export type ArticlePage = v.InferOutput<typeof articlePage>;
export const ARTICLE_PAGE_SIZE = 5;

/**
 * Blog and news (SPEC 2.5 "Other member screens implied by labels"): path not shown in the spec;
 * chosen as GET wps/relay/MCSFE_getArticles with the kind, language and page.
 */
export const articlesCall = defineCall<
  { kind: ArticleKind; language: string; pageNo: number; pageSize: number },
  ArticlePage
>({
  name: 'articles',
  method: 'GET',
  path: 'wps/relay/MCSFE_getArticles',
  value: articlePage,
});

export const affiliateStatuses = ['applying', 'approved', 'rejected'] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];

const affiliateApplication = v.object({
  /** SPEC 4.11 activity statuses: Applying until the platform decides. */
  status: v.picklist(affiliateStatuses),
  appliedAt: v.string(),
  name: v.string(),
  contact: v.string(),
  channel: v.string(),
  message: v.string(),
});
export type AffiliateApplication = v.InferOutput<typeof affiliateApplication>;

const referralValue = v.object({
  /** SPEC 3.1 referralCode: the invite link is the site's domain + /register?referralCode=<code>. */
  referralCode: v.string(),
  invitedCount: v.number(),
  affiliate: v.nullable(affiliateApplication),
});
export type ReferralValue = v.InferOutput<typeof referralValue>;

/**
 * The member's invite-friends data (SPEC 2.5 referral, 6): path not shown in the spec; chosen as
 * GET wps/relay/MCSFE_getReferralDetails (another client of the platform reads its answer).
 */
export const referralInfoCall = defineCall<void, ReferralValue>({
  name: 'referralInfo',
  method: 'GET',
  path: 'wps/relay/MCSFE_getReferralDetails',
  auth: true,
  value: referralValue,
});

/** SPEC 1 "Affiliates can apply": the form's fields (not shown in the spec). */
export type AffiliateApplyRequest = { name: string; contact: string; channel: string; message: string };
export const AFFILIATE_MESSAGE_MAX = 140; // SPEC 5.5 / 9 remark limit

/**
 * The affiliate application: path not shown in the spec; chosen as PUT
 * wps/relay/MCSFE_applyAffiliate. Answers the application as recorded (status applying).
 */
export const affiliateApplyCall = defineCall<AffiliateApplyRequest, AffiliateApplication>({
  name: 'affiliateApply',
  method: 'PUT',
  path: 'wps/relay/MCSFE_applyAffiliate',
  auth: true,
  value: affiliateApplication,
});

/** The messages to mark read at once: the unread ones of the page shown. */
export type MessagesReadRequest = { ids: string[] };

/**
 * Marks several messages read at once (messageV2's *Mark all as read*). The platform's member
 * centre does it on the one-message call's path (PUT wps/relay/EMFE_updateInboxRead) with a list
 * of ids (docs/platform-evidence/member-centre.md), so a payload with `ids` is this call's.
 */
export const messagesReadAllCall = defineCall<MessagesReadRequest, null>({
  name: 'messagesReadAll',
  method: messageReadCall.method,
  path: messageReadCall.path,
  auth: true,
  claimsPayload: (payload) => Array.isArray(payload.ids),
  value: ignoredValue,
});

/** Support calls. Every call here is also listed in `supportCalls`. */
export const supportCalls = {
  feedback: feedbackCall,
  helpCenter: helpCenterCall,
  articles: articlesCall,
  referralInfo: referralInfoCall,
  affiliateApply: affiliateApplyCall,
  messagesReadAll: messagesReadAllCall,
} as const;
