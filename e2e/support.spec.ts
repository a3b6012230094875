import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues, passBackOfficeReview } from './support';

// Support journeys, English, seed 1: feedback, the help popup (topics, terms, app download,
// blog, news, winner list), customer-service links, invite friends with the affiliate application,
// and the inbox's unread badges. The mock captcha is 1234.

const footer = (page: Page) => page.getByRole('contentinfo');
const helpGroup = (page: Page) => footer(page).getByRole('region', { name: 'Help and information' });

/** demo01's session opens with the page (QA `loginAs`): the login has journeys of its own. */
async function logInAsDemo(page: Page) {
  await page.goto('/?lang=EN&seed=1&loginAs=demo01');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

test('feedback: empty fields in one warning, 19 characters refused with the values kept, 20 sent', async ({
  page,
}) => {
  await logInAsDemo(page);
  await helpGroup(page).getByRole('button', { name: 'Feedback' }).click();
  const popup = page.getByRole('dialog', { name: 'Feedback' });
  await expect(popup).toBeVisible();
  const type = popup.getByRole('combobox', { name: 'Question type' });
  await expect(type.getByRole('option')).toHaveText([
    'Please choose',
    'Deposit issues',
    'Withdrawal issues',
    'Game issues',
    'Customer service issues',
    'Apply to be an agent',
    'Other',
  ]);
  await expect(popup.getByRole('img', { name: 'Captcha code' })).toBeVisible();

  await popup.getByRole('button', { name: 'Send feedback' }).click();
  // SPEC 8 feedback-validation: the empty fields listed, then "is empty".
  await expect(popup.getByRole('alert')).toHaveText('Question type, Description, Captcha is empty');
  await expectNoSeriousA11yIssues(page);

  const description = popup.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveAttribute('maxlength', '200');
  await type.selectOption({ label: 'Deposit issues' });
  await description.fill('My deposit is late!'); // 19 characters
  await expect(popup.getByText('19/200')).toBeVisible();
  await popup.getByRole('button', { name: 'Send feedback' }).click();
  await expect(popup.getByRole('alert')).toHaveText('Captcha is empty');
  await popup.getByRole('textbox', { name: 'Captcha' }).fill('1234');
  await popup.getByRole('button', { name: 'Send feedback' }).click();
  // SPEC 9 feedback-description: 20 to 200 characters.
  await expect(popup.getByRole('alert')).toHaveText('The description must be between 20 and 200 characters.');
  await expect(description).toHaveValue('My deposit is late!');
  await expect(type).toHaveValue('1');
  await expect(popup.getByRole('textbox', { name: 'Captcha' })).toHaveValue('1234');

  await description.fill('My deposit is late!!'); // 20 characters
  await expect(popup.getByText('20/200')).toBeVisible();
  await popup.getByRole('button', { name: 'Send feedback' }).click();
  await expect(popup.getByRole('status')).toHaveText('Thank you! Your feedback has been sent.');
  await expectNoSeriousA11yIssues(page);
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();
});

test('/help opens the help centre, /help#term the terms; topics expand', async ({ page }) => {
  await page.goto('/help?lang=EN&seed=1');
  const help = page.getByRole('dialog', { name: 'Help centre' });
  // SPEC 2.1 /help: the home page with the help popup.
  await expect(help).toBeVisible();
  await expect(help.getByRole('tab', { name: 'Help centre' })).toHaveAttribute('aria-selected', 'true');
  const topic = help.getByRole('button', { name: 'How do I withdraw?' });
  await expect(topic).toBeVisible();
  await topic.click();
  await expect(topic).toHaveAttribute('aria-expanded', 'true');
  await expect(help.getByRole('link', { name: 'security centre' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto('/help?lang=EN&seed=1#term');
  const terms = page.getByRole('dialog', { name: 'Help centre' });
  // SPEC 2.1 /help#term: the help popup at its terms.
  await expect(terms.getByRole('tab', { name: 'Terms and conditions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(terms.getByRole('heading', { name: '1. Eligibility' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('the footer as a visitor: customer-service links open new windows safely; app download codes; blog, news and the winner list in the help popup', async ({
  page,
}) => {
  await page.goto('/?lang=EN&seed=1');

  await test.step('customer-service links open new windows with noopener, to https links only', async () => {
    const cs = footer(page).getByRole('region', { name: 'Contact us' });
    const links = cs.getByRole('link');
    await expect(links).toHaveText(['Live chat', 'Facebook', 'Telegram', 'WhatsApp']);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(cs.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /^https:\/\/t\.me\//);
    await expectNoSeriousA11yIssues(page);
  });

  await test.step('app download: iOS, Android and lite app QR codes with install guides; side menu codes', async () => {
    await helpGroup(page).getByRole('button', { name: 'App download' }).click();
    const help = page.getByRole('dialog', { name: 'Help centre' });
    await expect(help.getByRole('tab', { name: 'App download' })).toHaveAttribute('aria-selected', 'true');
    for (const app of ['iOS app', 'Android app', 'Lite app']) {
      const code = help.getByRole('img', { name: app });
      await expect(code).toBeVisible();
      // SPEC 9 qr-defaults: the help's codes are 200 with margin 20 (a 160 px image).
      await expect(code).toHaveAttribute('width', '160'); // size 200, margin 20 each side
    }
    await expect(help.getByRole('link', { name: 'Open the iOS app download' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(help.getByRole('heading', { name: 'Installing on iOS' })).toBeVisible();
    await expect(help.getByRole('heading', { name: 'Installing the lite app' })).toBeVisible();
    await expect(help.getByRole('region', { name: 'Installing on iOS' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expectNoSeriousA11yIssues(page);
    await help.getByRole('button', { name: 'Close' }).click();

    // SPEC 9 qr-defaults: the side menu's codes are 120 with margin 5.
    const sideMenu = page.getByRole('complementary', { name: 'Side menu' });
    await sideMenu.getByRole('button', { name: 'Download the app' }).click();
    // SPEC 9 qr-defaults: the side menu's codes are 120 with margin 5 (a 110 px image).
    await expect(sideMenu.getByRole('img', { name: 'iOS app' })).toHaveAttribute('width', '110');
    await expect(sideMenu.getByRole('img', { name: 'Android app' })).toBeVisible();
  });

  await test.step('blog, news and the winner list are sections of the help popup, opened from the footer', async () => {
    await helpGroup(page).getByRole('button', { name: 'Blog' }).click();
    const help = page.getByRole('dialog', { name: 'Help centre' });
    await expect(help.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
    const posts = help.getByRole('list', { name: 'Blog' }).getByRole('article');
    await expect(posts).toHaveCount(5);
    await expect(posts.first().getByRole('heading')).toHaveText('Five tips for new slot players');
    await help.getByRole('button', { name: 'Page 2' }).click();
    await expect(posts).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);

    await help.getByRole('tab', { name: 'News' }).click();
    await expect(help.getByRole('list', { name: 'News' }).getByRole('article').first()).toBeVisible();
    await help.getByRole('tab', { name: 'Winner list' }).click();
    const winners = help.getByRole('table', { name: 'Latest big winners' });
    await expect(winners.getByRole('row')).not.toHaveCount(0);
    await expect(winners.getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Game', 'Win amount']);
    await expectNoSeriousA11yIssues(page);
  });
});

test('invite friends: the link with its QR code, copy → copy_success dialog, the affiliate application', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const centre = await openMemberCentreAs(page, 'referral', 'Invite friends');
  const link = centre.getByRole('status', { name: 'Your invite link' });
  // On the site's own origin, never the platform's main domain.
  const origin = new URL(page.url()).origin;
  // SPEC 2.5 referral: the invite friends page shows the invite link.
  await expect(link).toHaveText(
    new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/register\\?referralCode=[A-Z2-9]{8}$`),
  );
  await expect(centre.getByRole('img', { name: 'Invite link QR code' })).toBeVisible();
  await expect(centre.getByRole('definition').nth(1)).toHaveText(/^\d+$/);
  await expectNoSeriousA11yIssues(page);

  await centre.getByRole('button', { name: 'Copy link' }).click();
  const copied = page.getByRole('dialog', { name: 'Copied' });
  // SPEC 8 copy-success: copying shows the copy_success dialog.
  await expect(copied).toBeVisible();
  await expect(copied).toContainText('Copied successfully.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());
  await expectNoSeriousA11yIssues(page);
  await copied.getByRole('button', { name: 'OK' }).click();
  await expect(copied).toBeHidden();
  await expect(centre).toBeVisible();

  // The affiliate application: required fields, then Applying.
  await centre.getByRole('button', { name: 'Apply' }).click();
  await expect(centre.getByText('Items marked * are required.', { exact: true }).first()).toBeVisible();
  await centre.getByRole('textbox', { name: 'Name' }).fill('Rahim Uddin');
  await centre.getByRole('textbox', { name: 'Contact (phone or e-mail)' }).fill('01712345678');
  await centre.getByRole('textbox', { name: 'Channel or website' }).fill('https://facebook.com/rahim');
  await centre.getByRole('button', { name: 'Apply' }).click();
  await expect(centre.getByRole('status').filter({ hasText: 'Applying' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a credited deposit brings an unread message; reading it drops the badges', async ({ page }) => {
  await page.clock.install();
  const centre = await openMemberCentreAs(page, 'depositv2', 'Deposit');
  // The centre's title follows its page: its nav is found on the page.
  const nav = page.getByRole('navigation', { name: 'My account pages' });
  await expect(nav.getByRole('link', { name: 'Platform messages', exact: true })).toBeVisible();
  await centre.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'bKash' }).check();
  await centre.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '1,000' }).click();
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  const summary = centre.getByRole('region', { name: 'Order details' });
  await expect(summary.getByRole('status')).toHaveText('Awaiting payment');
  // The back office credits it 10 s later and a "Deposit credited" message arrives, unread.
  await passBackOfficeReview(page);
  await expect(summary.getByRole('status')).toHaveText('Approved');

  const messagesLink = nav.getByRole('link', { name: /^Platform messages/ });
  await messagesLink.click();
  await expect(messagesLink).toHaveAccessibleName('Platform messages 1 new');
  const inbox = page
    .getByRole('dialog', { name: 'Platform messages' })
    .getByRole('region', { name: /Messages/ });
  const first = inbox.getByRole('listitem').first().getByRole('button');
  await expect(first).toContainText('Deposit credited');
  await expect(first).toContainText('Unread');
  await expectNoSeriousA11yIssues(page);

  await first.click();
  await expect(
    inbox.getByText(/^Your deposit of ৳1,000\.00 has been credited to your BetBangla account\.$/),
  ).toBeVisible();
  await expect(first).toContainText('Read');
  await expect(messagesLink).toHaveAccessibleName('Platform messages');

  // The side menu's count (CSP_unreadCount) agrees once the centre is closed.
  await page
    .getByRole('dialog', { name: 'Platform messages' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  const sideLink = page.getByRole('complementary', { name: 'Side menu' }).getByRole('link', {
    name: /^Platform messages/,
  });
  await expect(sideLink).toHaveAccessibleName('Platform messages');
});
