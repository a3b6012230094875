import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs, openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

/**
 * The platform's own refusals, each with its text in both languages and a way forward:
 * a game still open ("#734"), a busy platform ("#727"), a function the platform switched off.
 */

const gamePlayButtons = (page: Page) =>
  page.getByRole('list', { name: 'Games' }).getByRole('button', { name: /^Play / });
// The slots page: a slot's demo spins reels.
const demoGame = (page: Page) => page.getByRole('region', { name: /: demo slot$/ });

test('a game still open: another launch is refused with a way back to it, and goes once it is finished', async ({
  page,
}) => {
  await page.goto('/rng?scenario=previous-game-open&lang=EN');
  await expectLoggedInAs(page, 'Demo');
  await gamePlayButtons(page).first().click();
  await expect(demoGame(page)).toBeVisible();
  const open = new URL(page.url());
  const openName = open.searchParams.get('name')!;

  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await page.goto('/rng?lang=EN');
  await gamePlayButtons(page).nth(1).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your previous game has not finished yet. Return to it and finish it before opening another game.',
  );
  await expect(demoGame(page)).toHaveCount(0);
  const other = page.url();
  await expectNoSeriousA11yIssues(page, 'main');

  await page.getByRole('button', { name: `Return to ${openName}` }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('nodeId') === open.searchParams.get('nodeId'));
  const demo = demoGame(page);
  await demo.getByRole('button', { name: 'Spin' }).click();
  await expect(demo.getByRole('status')).toHaveText(/three alike|no match/);

  // The round finished the game: the other one opens now.
  await page.goto(other);
  await expect(demoGame(page)).toBeVisible();
});

test('a busy platform: the launch says so and a retry opens the game', async ({ page }) => {
  await page.goto('/rng?scenario=system-busy&lang=EN');
  await expectLoggedInAs(page, 'Demo');
  await gamePlayButtons(page).first().click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/^The system is busy right now\. Please try again in a moment\./);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(demoGame(page)).toBeVisible();
});

test('a function the platform switched off: the deposit page says so and offers customer service', async ({
  page,
}) => {
  const centre = await openMemberCentreAs(page, 'depositv2', 'Deposit', { query: '&scenario=function-off' });
  const alert = centre.getByRole('alert');
  // SPEC 8 function-not-enabled: a switched-off function says so and points to customer service.
  await expect(alert).toContainText(
    'This function is not available right now. Please contact customer service if you need it.',
  );
  await expect(alert.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, 'dialog[open]');
});

test(
  'in Bengali on a phone: the switched-off function, the busy platform and a game still open',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?lang=BN&seed=1&scenario=function-off&loginAs=demo01&mcPage=depositv2');
    const alert = page.getByRole('dialog').getByRole('alert');
    await expect(alert).toContainText('এই সুবিধাটি এখন পাওয়া যাচ্ছে না। প্রয়োজনে গ্রাহক সেবায় যোগাযোগ করুন।');
    await expect(alert.getByRole('button', { name: 'গ্রাহক সেবায় যোগাযোগ করুন' })).toBeVisible();

    const playButtons = page.getByRole('main').getByRole('button', { name: / খেলুন$/ });
    await page.goto('/rng?lang=BN&scenario=system-busy');
    await playButtons.first().click();
    await expect(page.getByRole('alert')).toContainText('সিস্টেম এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।');

    await page.goto('/rng?lang=BN&scenario=previous-game-open');
    await playButtons.first().click();
    await expect(page.getByRole('region', { name: /: ডেমো স্লট$/ })).toBeVisible();
    await page.goto('/rng?lang=BN');
    await playButtons.nth(1).click();
    await expect(page.getByRole('alert')).toHaveText(
      'আপনার আগের গেমটি এখনো শেষ হয়নি। অন্য গেম খোলার আগে সেখানে ফিরে গিয়ে গেমটি শেষ করুন।',
    );
    await expect(page.getByRole('button', { name: /-এ ফিরে যান$/ })).toBeVisible();
  },
);
