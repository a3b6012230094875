import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues, passBackOfficeReview } from './support';

// Points mall (/pointMall, PTSYS3), VIP (vipBonus) and the manual rebate (manualRebate,
// MANPLAYREB3 on in the default world), English, seed 1, as demo01 (৳25,000.00, payment password
// 112233). The mock back office decides a redeem 10 s after it is placed; the lists look again
// every 5 s while one is In Process. The journey moves the page's clock on instead of waiting.

/** The header's balance (its text starts with a visually hidden "Balance"). */
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/);
const moneyOf = (text: string) => Number(/([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, ''));
const pointsOf = async (page: Page) =>
  Number(
    (await page.getByText(/^Your points:/).textContent())!.replace(/^Your points:\s*/, '').replace(/,/g, ''),
  );
const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function logInThrough(page: Page) {
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
}

test('points mall: a visitor sees the rewards, logs in to redeem; a wrong payment password is refused, then the redeem goes In Process → Approved and the bonus reaches the balance; points convert to cash', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/pointMall?lang=EN&seed=1');
  // SPEC 2.1 /pointMall: the points mall page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  // SPEC 9 points: points never expire, as the page says.
  await expect(page.getByText('Points never expire.')).toBeVisible();
  const rewards = page.getByRole('list', { name: 'Rewards' });
  const jersey = rewards.getByRole('listitem').filter({ hasText: 'Bangladesh cricket jersey' });
  await expect(jersey).toContainText('2,500');
  await expect(jersey).toContainText('৳300.00');
  await expect(jersey).toContainText('12 left');
  await expect(rewards.getByRole('listitem').filter({ hasText: 'Wireless headphones' })).toContainText(
    'Out of stock',
  );
  await expectNoSeriousA11yIssues(page);

  // A visitor's Redeem asks for a login; afterwards the member's points show.
  await rewards.getByRole('button', { name: 'Redeem ৳50 cash bonus' }).click();
  await logInThrough(page);
  await expect(page.getByText(/^Your points: [\d,]+$/)).toBeVisible();
  const startPoints = await pointsOf(page);
  expect(startPoints).toBeGreaterThan(1_500);
  await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);
  await expectNoSeriousA11yIssues(page);

  // A wrong payment password: refused, the password kept, nothing moved.
  await page
    .getByRole('list', { name: 'Rewards' })
    .getByRole('button', { name: 'Redeem ৳50 cash bonus' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm redeem' });
  await expect(confirm).toContainText('Redeem ৳50 cash bonus for 500 points?');
  const password = confirm.getByLabel('Payment password');
  await password.fill('000000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The payment password is incorrect');
  await expect(password).toHaveValue('000000');
  await expect(page.getByText(/^Your points:/)).toHaveText(
    `Your points: ${startPoints.toLocaleString('en-US')}`,
  );
  await expectNoSeriousA11yIssues(page);

  await password.fill('112233');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const done = confirm.getByRole('status');
  await expect(done).toHaveText(/Redeem submitted\. Reference number PT\d{7}: In Process\./);
  const reference = /PT\d{7}/.exec((await done.textContent())!)![0];
  await expectNoSeriousA11yIssues(page);
  await confirm.getByRole('button', { name: 'Back to the rewards' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Your points:/)).toHaveText(
    `Your points: ${(startPoints - 500).toLocaleString('en-US')}`,
  );

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const history = page.getByRole('table', { name: 'Redeem history' });
  const row = history.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('In Process');
  await expect(row).toContainText('৳50 cash bonus');
  // The seeded history: a match ticket the platform rejected.
  await expect(history.getByRole('row', { name: /BPL match ticket/ })).toContainText('Rejected');
  await expectNoSeriousA11yIssues(page);
  // The platform approves it 10 s later; the page sees it on its next look (every 5 s).
  await passBackOfficeReview(page);
  await expect(row).toContainText('Approved');
  await expect(headerBalance(page)).toHaveText(/৳25,050\.00$/);

  await page.getByRole('tab', { name: 'Points details' }).click();
  const details = page.getByRole('table', { name: 'Points details' });
  await expect(details.getByRole('row', { name: new RegExp(reference) })).toContainText('-500');
  await expectNoSeriousA11yIssues(page);

  // Convert 1,000 points at 20 points = ৳1: ৳50.00 reaches the header.
  await page.getByRole('tab', { name: 'Convert points' }).click();
  const before = moneyOf((await headerBalance(page).textContent())!);
  await page.getByRole('textbox', { name: 'Points to convert' }).fill('1000');
  await expect(page.getByText('You get ৳50.00')).toBeVisible();
  await page.getByRole('tabpanel').getByLabel('Payment password').fill('112233');
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText(
    '1,000 points converted: ৳50.00 added to your balance.',
  );
  await expect(headerBalance(page)).toHaveText(new RegExp(`৳${money(before + 50).replace('.', '\\.')}$`));
  await expect(page.getByText(/^Your points:/)).toHaveText(
    `Your points: ${(startPoints - 1_500).toLocaleString('en-US')}`,
  );
  await expectNoSeriousA11yIssues(page);
});

test('VIP bonus shows the member’s rank and label and the levels', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'vipBonus', 'VIP bonus');
  await expect(centre.getByRole('heading', { name: 'Your VIP level: Silver (level 2)' })).toBeVisible();
  const levels = centre.getByRole('table', { name: 'VIP levels' });
  await expect(levels.getByRole('row')).toHaveCount(6);
  await expect(levels.getByRole('row', { name: /Silver/ })).toContainText('Your level');
  await expect(centre.getByText(/more turnover to reach Gold$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('manual rebate: the rebate by game type, a claim credits the balance once, then nothing is left', async ({
  page,
}) => {
  const centre = await openMemberCentreAs(page, 'manualRebate', 'Manual rebate');
  const table = centre.getByRole('table', { name: 'Rebate by game type' });
  await expect(table).toBeVisible();
  const totalText = (await centre.getByText('Total to claim').locator('xpath=..').textContent())!;
  const total = moneyOf(totalText);
  expect(total).toBeGreaterThan(0);
  await expectNoSeriousA11yIssues(page);
  await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);
  await centre.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(centre.getByRole('status')).toHaveText(`৳${money(total)} credited to your balance.`);
  await expect(headerBalance(page)).toHaveText(new RegExp(`৳${money(25_000 + total).replace('.', '\\.')}$`));
  await expect(centre.getByRole('table', { name: 'Past claims' })).toBeVisible();
  await expect(centre.getByText('No bets since your last claim.')).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
});
