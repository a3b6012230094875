import { expect, type Page } from '@playwright/test';
import type { supportCalls } from '../../../src/api/contracts/support';
import { member, mc, popup, tab, titled } from '../steps';
import { text, type Lang } from '../texts';
import type { AreaRows } from '../types';

/**
 * The page has stopped filling in: no loading state or busy part left in it. A player reaching for
 * the footer waits for this; before it, a section that arrives pushes the footer down between the
 * press and the release of a tap, and the button is pressed but never clicked.
 */
async function pageLoaded(page: Page, lang: Lang) {
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: text(lang, 'common:states.loading') })).toHaveCount(
    0,
  );
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Where the matrix visits each call of `supportCalls` (src/api/contracts/support.ts), or why it does not. */
export const supportRows = {
  visited: [
    { call: 'helpCenter', screen: { path: '/help' } },
    { call: 'articles', screen: { path: '/help' }, open: tab('support:help.tabs.blog') },
    { call: 'referralInfo', screen: { path: mc('referral'), account: member } },
    // "Mark all as read" shows while a message is unread: busy-member's inbox has 25.
    {
      call: 'messagesReadAll',
      screen: { path: mc('messageV2'), account: member, scenario: 'busy-member' },
      action: { scope: popup, fields: [], send: 'support:inbox.readAll' },
    },
    {
      call: 'affiliateApply',
      screen: { path: mc('referral'), account: member },
      action: {
        scope: popup,
        fields: [
          { label: 'support:affiliate.fields.name', value: 'Rahim Uddin' },
          { label: 'support:affiliate.fields.contact', value: '01712345678' },
          { label: 'support:affiliate.fields.channel', value: 'https://facebook.com/rahim' },
        ],
        send: 'support:affiliate.submit',
      },
    },
    {
      call: 'feedback',
      screen: { path: '/', account: member },
      action: {
        open: async (page, lang) => {
          await pageLoaded(page, lang);
          await page
            .getByRole('contentinfo')
            .getByRole('button', { name: text(lang, 'support:feedback.title'), exact: true })
            .click();
        },
        scope: titled('support:feedback.title'),
        fields: [
          { label: 'support:feedback.type', value: '1', select: true },
          { label: 'support:feedback.content', value: 'My deposit of 1,000 is late by an hour.' },
          { label: 'auth:captcha', value: '1234' },
        ],
        send: 'support:feedback.submit',
      },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof supportCalls>;
