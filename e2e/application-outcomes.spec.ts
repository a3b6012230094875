import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues, passBackOfficeReview } from './support';

// The outcomes that move, English, seed 1, as demo01. The mock back office decides
// applications 10 s after they are made (promotions and affiliates) and a disputed payout 10 s
// after the answer; the journeys move the page's clock on (`passBackOfficeReview`).

/** A small valid PNG, as a proof image. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** demo01's withdraw page in a scenario where a paid withdrawal of 1,500 awaits its confirmation. */
async function confirmationCard(page: Page, scenario: string): Promise<{ centre: Locator; card: Locator }> {
  const centre = await openMemberCentreAs(page, 'withdraw', 'Withdraw', { query: `&scenario=${scenario}` });
  const confirm = centre.getByRole('region', { name: 'Confirm receipt' });
  const card = confirm.getByRole('article', { name: /: ৳1,500\.00$/ });
  await expect(card).toBeVisible();
  return { centre, card };
}

test(
  'applications-rejected: an Applying promotion turns Rejected once the back office decides',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/promotions?lang=EN&seed=1&scenario=applications-rejected&loginAs=demo01');
    const card = page.getByRole('article', { name: 'Live casino rebate 1%' });
    await expect(card.getByText('Applying', { exact: true })).toBeVisible();
    await expect(card.getByText('The promotions team decides your application shortly.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await passBackOfficeReview(page);
    await card.getByRole('button', { name: 'Check again' }).click();
    await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Check again' })).toHaveCount(0);
  },
);

test('applications-rejected: an affiliate application is Applying, then Rejected, and can be sent again', async ({
  page,
}) => {
  await page.clock.install();
  const centre = await openMemberCentreAs(page, 'referral', 'Invite friends', {
    query: '&scenario=applications-rejected',
  });
  const fill = async () => {
    await centre.getByRole('textbox', { name: 'Name' }).fill('Rahim Uddin');
    await centre.getByRole('textbox', { name: 'Contact (phone or e-mail)' }).fill('01712345678');
    await centre.getByRole('textbox', { name: 'Channel or website' }).fill('https://facebook.com/rahim');
    await centre.getByRole('button', { name: 'Apply' }).click();
  };
  await fill();
  const status = centre.getByRole('status').filter({ hasText: /^(Applying|Rejected)$/ });
  await expect(status).toHaveText('Applying');

  await passBackOfficeReview(page);
  await centre.getByRole('button', { name: 'Check again' }).click();
  await expect(status).toHaveText('Rejected');
  await expectNoSeriousA11yIssues(page);
  await fill();
  await expect(status).toHaveText('Applying');
});

test(
  'full payment (default reading): Received in part with the amount that arrived and a proof',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    const { centre, card } = await confirmationCard(page, 'money-in-flight');
    await expect(centre.getByText(/Received in full means the whole amount arrived\./)).toBeVisible();
    await expect(card.getByRole('button')).toHaveText([
      'Received in full',
      'Received in part',
      'Not received',
    ]);

    await card.getByRole('button', { name: 'Received in part' }).click();
    const amount = card.getByRole('textbox', { name: 'Amount received (৳)' });
    await amount.fill('1500');
    await card.getByLabel('Proof images', { exact: true }).setInputFiles([png('statement.png')]);
    await card.getByRole('button', { name: 'Submit' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Enter the amount that arrived: more than 0 and less than ৳1,500.00.',
    );
    await amount.fill('600');
    await expectNoSeriousA11yIssues(page);
    await card.getByRole('button', { name: 'Submit' }).click();

    const row = centre.getByRole('table', { name: 'My withdrawals' }).getByRole('row', { name: /1,500\.00/ });
    await expect(row.first()).toContainText('Received in part: ৳600.00 (under review)');
    await expect(card).toHaveCount(0);
    // The back office closes the dispute as a forced receipt (default reading: nothing returned).
    await passBackOfficeReview(page);
    await expect(row.first()).toContainText('Forced receipt');
  },
);

test('full-payment-status: the payout is marked paid in full; Received or Not received', async ({ page }) => {
  const { centre, card } = await confirmationCard(page, 'full-payment-status');
  await expect(
    card.getByText('Full payment: the payment team paid this payout in one full transfer.'),
  ).toBeVisible();
  await expect(card.getByRole('button')).toHaveText(['Received', 'Not received']);
  await card.getByRole('button', { name: 'Received', exact: true }).click();
  const row = centre.getByRole('table', { name: 'My withdrawals' }).getByRole('row', { name: /1,500\.00/ });
  await expect(row.first()).toContainText('Received');
  await expect(card).toHaveCount(0);
});
