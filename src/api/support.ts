import { api } from './index';
import {
  ARTICLE_PAGE_SIZE,
  affiliateApplyCall,
  articlesCall,
  feedbackCall,
  helpCenterCall,
  messagesReadAllCall,
  referralInfoCall,
  type AffiliateApplyRequest,
  type ArticleKind,
  type FeedbackRequest,
} from './contracts/support';

/** PUT /wps/feedback (SPEC 7.2). */
export const sendFeedback = (request: FeedbackRequest) => api.request(feedbackCall, request);

/** SPEC 7.2 help centre: topics in a language, for the web (device WEB). */
export const fetchHelpTopics = (language: string, signal?: AbortSignal) =>
  api
    .request(helpCenterCall, { lang: language, device: 'WEB' }, signal ? { signal } : {})
    .then((value) => value.topics);

/** A page of blog posts or news (SPEC 2.5 labels). */
export const fetchArticles = (kind: ArticleKind, language: string, pageNo: number, signal?: AbortSignal) =>
  api.request(
    articlesCall,
    { kind, language, pageNo, pageSize: ARTICLE_PAGE_SIZE },
    signal ? { signal } : {},
  );

/** The member's referral code, invited friends and affiliate application. */
export const fetchReferralInfo = (signal?: AbortSignal) =>
  api.request(referralInfoCall, undefined, signal ? { signal } : {});

export const applyAffiliate = (request: AffiliateApplyRequest) => api.request(affiliateApplyCall, request);

/** Marks the whole inbox read; answers how many messages were unread. */
/** Marks these messages read in one call (the unread ones of the page shown). */
export const markMessagesRead = (ids: string[]) => api.request(messagesReadAllCall, { ids });
