// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  affiliateApplyCall,
  articlesCall,
  feedbackCall,
  helpCenterCall,
  messageListCall,
  messagesReadAllCall,
  publicStateCall,
  referralInfoCall,
  unreadCountCall,
} from '../../src/api/contracts';
import { signedIn, testNow, testWorlds, type TestWorld } from '../test-world';
import { MOCK_CAPTCHA, createWorld } from '../world/create-world';
import { ledgerProblems } from '../world/ledger';
import { supportRefusals } from './support';

const world = testWorlds();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNow);
});
afterEach(() => {
  vi.useRealTimers();
});

const loggedIn = (w: TestWorld = world(), account = 'demo01') => signedIn(w, account);

const twenty = 'My deposit is late!!'; // 20 characters
const feedback = (content = twenty, change: Partial<{ type: number; captcha: string }> = {}) => ({
  content,
  sender: 'demo01',
  type: 1,
  captcha: MOCK_CAPTCHA,
  ...change,
});

describe('feedback (PUT /wps/feedback)', () => {
  it('keeps a feedback of 20 characters with its type and sender', async () => {
    const w = await loggedIn();
    await expect(w.api.request(feedbackCall, feedback())).resolves.toBeNull();
    expect(w.store.world.content.feedback).toEqual([
      expect.objectContaining({ content: twenty, type: 1, sender: 'demo01', memberId: 1001 }),
    ]);
  });

  it('takes a visitor’s feedback, type 0 (other) included', async () => {
    const w = world();
    await w.api.request(feedbackCall, { ...feedback(), sender: '', type: 0 });
    expect(w.store.world.content.feedback[0]).toMatchObject({ memberId: null, type: 0 });
  });

  it('refuses 19 or 201 characters, fewer than 3 words, an unknown type and a wrong or missing captcha, keeping nothing', async () => {
    const w = await loggedIn();
    const length = await w.refused(w.api.request(feedbackCall, feedback(twenty.slice(1))));
    expect(length.message).toBe(supportRefusals.feedbackLength.en);
    await w.refused(w.api.request(feedbackCall, feedback('x'.repeat(201))));
    // 20 characters or more, but too few words: the platform counts them as the form does.
    const words = await w.refused(w.api.request(feedbackCall, feedback('Deposit-not-credited!')));
    expect(words.message).toBe(supportRefusals.feedbackWords.en);
    const type = await w.refused(w.api.request(feedbackCall, feedback(twenty, { type: 5 })));
    expect(type.message).toBe(supportRefusals.feedbackType.en);
    const captcha = await w.refused(w.api.request(feedbackCall, feedback(twenty, { captcha: '9999' })));
    expect(captcha).toMatchObject({ message: supportRefusals.captchaInvalid.en, code: 'INVALID_CAPTCHA' });
    await w.refused(w.api.request(feedbackCall, feedback(twenty, { captcha: ' ' })));
    expect(w.store.world.content.feedback).toEqual([]);
  });
});

describe('help centre and articles', () => {
  it('answers the topics in the language asked, the terms among them', async () => {
    const w = world();
    const en = await w.api.request(helpCenterCall, { lang: 'EN', device: 'WEB' });
    expect(en.topics.map((t) => t.id)).toContain('term');
    expect(en.topics.find((t) => t.id === 'term')!.title).toBe('Terms and conditions');
    const bn = await w.api.request(helpCenterCall, { lang: 'BN', device: 'WEB' });
    expect(bn.topics.find((t) => t.id === 'term')!.title).toBe('শর্তাবলী');
  });

  it('pages blog and news, newest first', async () => {
    const w = world();
    const first = await w.api.request(articlesCall, { kind: 'blog', language: 'EN', pageNo: 1, pageSize: 5 });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(first.content).toHaveLength(5);
    const dates = first.content.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await w.api.request(articlesCall, {
      kind: 'blog',
      language: 'EN',
      pageNo: 2,
      pageSize: 5,
    });
    expect(second.content).toHaveLength(2);
    const news = await w.api.request(articlesCall, { kind: 'news', language: 'BN', pageNo: 9, pageSize: 5 });
    expect(news.pageNum).toBe(2);
  });
});

describe('referral and affiliate', () => {
  it('gives the member a stable referral code and the friends invited', async () => {
    const w = await loggedIn();
    const info = await w.api.request(referralInfoCall, undefined);
    expect(info.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.invitedCount).toBeGreaterThanOrEqual(3);
    expect(info.affiliate).toBeNull();
    expect((await w.api.request(referralInfoCall, undefined)).referralCode).toBe(info.referralCode);
  });

  it('needs a session', async () => {
    const w = world();
    expect((await w.refused(w.api.request(referralInfoCall, undefined))).status).toBe(401);
  });

  it('records an application as Applying, approves it after the review time, refuses a second one', async () => {
    const w = await loggedIn();
    const request = { name: 'Rahim', contact: '01712345678', channel: 'https://fb.me/rahim', message: '' };
    const refused = await w.refused(w.api.request(affiliateApplyCall, { ...request, contact: ' ' }));
    expect(refused.message).toBe(supportRefusals.affiliateFields.en);
    await w.refused(w.api.request(affiliateApplyCall, { ...request, message: 'x'.repeat(141) }));

    const applied = await w.api.request(affiliateApplyCall, request);
    expect(applied).toMatchObject({ status: 'applying', name: 'Rahim' });
    expect((await w.api.request(referralInfoCall, undefined)).affiliate?.status).toBe('applying');
    const twice = await w.refused(w.api.request(affiliateApplyCall, request));
    expect(twice.message).toBe(supportRefusals.affiliateTwice.en);

    vi.setSystemTime(testNow + 9_000);
    expect((await w.api.request(referralInfoCall, undefined)).affiliate?.status).toBe('applying');
    vi.setSystemTime(testNow + 10_000);
    expect((await w.api.request(referralInfoCall, undefined)).affiliate?.status).toBe('approved');
  });

  // The other outcome, and a rejected application may be sent again.
  it('rejects the application after the review time in applications-rejected; a new one may follow', async () => {
    const w = await loggedIn(world({ scenario: 'applications-rejected' }));
    const request = { name: 'Rahim', contact: '01712345678', channel: 'https://fb.me/rahim', message: '' };
    await w.api.request(affiliateApplyCall, request);
    vi.setSystemTime(testNow + 10_000);
    expect((await w.api.request(referralInfoCall, undefined)).affiliate?.status).toBe('rejected');
    await expect(w.api.request(affiliateApplyCall, request)).resolves.toMatchObject({ status: 'applying' });
  });
});

describe('inbox: read all, and the busy-member fill', () => {
  it('fills demo01’s inbox with unread messages when asked, leaving the ledger sound', () => {
    const built = createWorld({ seed: 1, now: testNow, overrides: { content: { inboxFill: 25 } } });
    const unread = built.messages.filter((m) => m.memberId === 1001 && !m.read);
    expect(unread).toHaveLength(25);
    expect(unread.some((m) => m.template === null)).toBe(true);
    expect(unread.every((m) => m.at < built.now)).toBe(true);
    expect(built.content.inboxFill).toBe(25);
    expect(ledgerProblems(built)).toEqual([]);
    const plain = createWorld({ seed: 1, now: testNow });
    expect(plain.messages.filter((m) => !m.read)).toEqual([]);
  });

  it('marks the listed messages read in one call on the read path; the counts follow', async () => {
    const w = await loggedIn(world({ scenario: 'default' }));
    w.store.update((wd) => {
      for (const message of wd.messages.filter((m) => m.memberId === 1001).slice(0, 3)) message.read = false;
    });
    const unread = w.store.world.messages.filter((m) => m.memberId === 1001 && !m.read).map((m) => m.id);
    const someoneElses = w.store.world.messages.find((m) => m.memberId !== 1001);
    w.store.update((wd) => {
      for (const message of wd.messages) if (message.id === someoneElses?.id) message.read = false;
    });
    expect(await w.api.request(unreadCountCall, undefined)).toEqual({ count: 3 });
    // Two of the three, and another member's message, which stays theirs and unread.
    await w.api.request(messagesReadAllCall, { ids: [...unread.slice(0, 2), someoneElses!.id] });
    expect(await w.api.request(unreadCountCall, undefined)).toEqual({ count: 1 });
    expect(w.store.world.messages.find((m) => m.id === someoneElses!.id)?.read).toBe(false);
    await w.api.request(messagesReadAllCall, { ids: unread });
    expect(await w.api.request(unreadCountCall, undefined)).toEqual({ count: 0 });
    expect((await w.api.request(publicStateCall, undefined)).unreadMessage).toBe(0);
    const page = await w.api.request(messageListCall, { pageNum: 1, pageSize: 10 });
    expect(page.content.every((m) => m.read)).toBe(true);
  });
});
