import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs, openMemberCentreAs, submitRegistration } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

// The chat status toggle (SPEC 4.13, members only) and the referral count (SPEC 3.1).

const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Side menu' });

async function signOut(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'My account' }).click();
  await banner.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
}

test('a member switches their chat availability by keyboard; it holds after a reload; a visitor has no switch', async ({
  page,
}) => {
  await page.goto('/?lang=EN&seed=1');
  await expect(sideMenu(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(sideMenu(page).getByRole('switch')).toHaveCount(0);

  await page.goto('/?lang=EN&seed=1&loginAs=demo01');
  const chat = sideMenu(page).getByRole('region', { name: 'Live chat' });
  await expect(chat.getByRole('status')).toHaveText('Live chat is online');
  const available = chat.getByRole('switch', { name: 'Available for chat' });
  await expect(available).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await available.focus();
  await page.keyboard.press('Space');
  await expect(available).not.toBeChecked();
  // The switch moves at once and is busy until the platform has kept the choice.
  await expect(available).toHaveAttribute('aria-busy', 'false');

  // Kept by the platform per account: a reload (and the other language) shows it as left.
  await page.goto('/?lang=BN');
  const bnChat = page
    .getByRole('complementary', { name: 'পার্শ্ব মেনু' })
    .getByRole('region', { name: 'লাইভ চ্যাট' });
  await expect(bnChat.getByRole('status')).toHaveText('লাইভ চ্যাট অনলাইনে আছে');
  await expect(bnChat.getByRole('switch', { name: 'চ্যাটের জন্য উপলব্ধ' })).not.toBeChecked();
});

test(
  'on a phone, the side menu drawer says live chat is offline and the switch works by touch',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=EN&scenario=chat-offline&loginAs=demo01');
    await page.getByRole('banner').getByRole('button', { name: 'Show or hide the side menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Side menu' });
    const chat = drawer.getByRole('region', { name: 'Live chat' });
    await expect(chat.getByRole('status')).toHaveText('Live chat is offline');
    const available = chat.getByRole('switch', { name: 'Available for chat' });
    await expect(available).toBeChecked();
    await available.tap();
    await expect(available).not.toBeChecked();
    await expectNoSeriousA11yIssues(page);
  },
);

test('a friend who registers with a member’s referral code raises their friends invited', async ({
  page,
}) => {
  const centre = await openMemberCentreAs(page, 'referral', 'Invite friends');
  const invite = centre.getByRole('region', { name: 'Invite friends' });
  const link = invite.getByRole('status', { name: 'Your invite link' });
  await expect(link).toHaveText(/referralCode=[A-Z2-9]{8}$/);
  const code = new URL((await link.textContent()) ?? '').searchParams.get('referralCode') ?? '';
  const invited = invite.getByRole('definition').nth(1);
  await expect(invited).toHaveText(/^\d+$/);
  const before = Number(await invited.textContent());
  await centre.getByRole('button', { name: 'Close' }).first().click();
  await signOut(page);

  // The friend opens the invite link (its path and query: the mock site lives on this origin).
  await page.goto(`/register?referralCode=${code}&lang=EN`);
  const friend = `friend${Date.now() % 1_000_000}`;
  const dialog = await submitRegistration(page, friend, 'Friend@2026');
  await expect(dialog).toBeHidden();
  await expectLoggedInAs(page, friend);
  await signOut(page);

  const again = await openMemberCentreAs(page, 'referral', 'Invite friends');
  await expect(
    again.getByRole('region', { name: 'Invite friends' }).getByRole('definition').nth(1),
  ).toHaveText(String(before + 1));
});
