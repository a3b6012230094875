import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

const gameGrid = (page: Page) => page.getByRole('list', { name: 'Games' });
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/);

/** demo01's session opens with the page (QA `loginAs`): these journeys are about games, not the login. */
const asDemo = '&loginAs=demo01';

test(
  'a visitor launching a game gets the login popup; a free trial opens the demo with play chips',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/rng?scenario=default&lang=EN');
    await gameGrid(page)
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/rng/);
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();

    await gameGrid(page)
      .getByRole('button', { name: /^Free Trial: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/seamless\?.*mode=trial/);
    // A slot: its demo spins reels under the slot's own name.
    const name = new URL(page.url()).searchParams.get('name')!;
    const demo = page.getByRole('region', { name: `${name}: demo slot` });
    await expect(demo.getByText('Play chips: 1,000.00')).toBeVisible();
    await demo.getByRole('button', { name: 'Spin' }).click();
    await expect(demo.getByRole('status')).toHaveText(/: (three alike, you won|no match, you lost) 10\.00\./);
    await expect(demo.getByText(/Play chips: (990|1,010)\.00/)).toBeVisible();
  },
);

test('the demo game changes the balance shown in the header', async ({ page }) => {
  await page.goto(`/rng?scenario=default&lang=EN${asDemo}`);
  await expectLoggedInAs(page, 'Demo');
  await expect(headerBalance(page)).toHaveText(/25,000\.00/);
  await gameGrid(page)
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/seamless\?.*mode=play/);
  const demo = page.getByRole('region', { name: /: demo slot$/ });
  await expect(demo.getByText('Balance: ৳25,000.00')).toBeVisible();
  await demo.getByRole('radio', { name: '100.00' }).check();
  await demo.getByRole('button', { name: 'Spin' }).click();
  await expect(demo.getByRole('status')).toHaveText(/: (three alike, you won|no match, you lost) 100\.00\./);
  const after = (await demo.getByRole('status').textContent())!.includes('won') ? '25,100.00' : '24,900.00';
  await expect(headerBalance(page)).toHaveText(new RegExp(after.replace('.', '\\.')));
  await expect(demo.getByText(`Balance: ৳${after}`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a VASSALAGE item opens the vendor popup list, whose games launch', async ({ page }) => {
  await page.goto('/fish?scenario=default&lang=EN');
  await gameGrid(page)
    .getByRole('button', { name: /^Play .* Fishing$/ })
    .first()
    .click();
  const popup = page.getByRole('dialog', { name: /Fishing$/ });
  await expect(popup).toBeVisible();
  const games = popup.getByRole('list', { name: /^Games of .* Fishing$/ });
  await expect(games.getByRole('article').first()).toBeVisible();
  // The list never holds the vendor's own list item.
  await expect(games.getByRole('button', { name: /^Play .* Fishing$/ })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  // A visitor's launch from the list: the list closes and the login popup opens.
  await games
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member launching an ELOTT game lands on /lottery with its gameCode', async ({ page }) => {
  await page.goto(`/elott?scenario=default&lang=EN${asDemo}`);
  // SPEC 2.1 /elott: the e-lottery category page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'E-lottery' })).toBeVisible();
  await expectLoggedInAs(page, 'Demo');
  await page.getByRole('button', { name: /^TCG VN Lotto/ }).click();
  await expect(page).toHaveURL(/\/vnLottery$/);
  // Mock mode's stand-in for the lottery's own lobby lists its ELOTT games.
  const lobby = page.getByRole('list', { name: 'Lottery games' });
  const first = lobby.getByRole('button', { name: /^Play / }).first();
  // SPEC 2.1 /vnLottery: the VN lottery page lists its games.
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=TCG_LOTTO_VN_\d+$/);
  // SPEC 2.1 /lottery: the lottery page opens with its gameCode.
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lottery: high or low' })).toBeVisible();
});

test('a trial account launching a game gets in_need_true_account', async ({ page }) => {
  await page.goto('/rng?scenario=trial-account&lang=EN');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'My account' })).toBeVisible();
  await gameGrid(page)
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  // SPEC 8 trial-account-action: a trial account's launch gets the real-account dialog.
  await expect(warning).toContainText('real account');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/rng/);
});

test('a vendor under maintenance says so and recommends other games', async ({ page }) => {
  await page.goto(`/live?scenario=default&lang=EN${asDemo}`);
  await expectLoggedInAs(page, 'Demo');
  await page.getByRole('button', { name: /^Playtech Live/ }).click();
  await expect(page).toHaveURL(/\/seamless\?/);
  // SPEC 8 game-maintenance: the vendor's maintenance is said.
  await expect(page.getByRole('alert')).toHaveText(
    'Playtech Live is under maintenance. Please try again later.',
  );
  const recommended = page.getByRole('list', { name: 'Try these games instead' });
  // SPEC 8 game-maintenance: with recommendations of other games.
  await expect(recommended.getByRole('article').first()).toBeVisible();
  await recommended
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  // A live table is no slot: it plays high or low, under the game's name.
  await expect(page.getByRole('region', { name: /^.+: high or low$/ })).toBeVisible();
});
