import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues, passBackOfficeReview } from './support';

// Payments journeys (depositv2, withdraw, SPEC 4.11 withdrawal confirmation), English,
// seed 1, as demo01 (৳25,000.00, one bKash account, withdrawal password 112233). The mock back
// office decides an order 10 s after it is placed; the pages look again every 5 s. Journeys that
// wait for it move the page's clock on (`passBackOfficeReview`).

/** The header's balance (its text starts with a visually hidden "Balance"). */
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/);

/** A small valid PNG of about `bytes` bytes (a 1×1 image, padded after its end chunk). */
function png(name: string, bytes = 200) {
  const image = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([image, Buffer.alloc(Math.max(0, bytes - image.length))]),
  };
}

const amountOf = (form: Locator) => form.getByRole('textbox', { name: 'Amount (৳)' });

test(
  'deposit 1,000 via bKash: the pending record, then the back office credits it and the header shows 26,000.00',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    const centre = await openMemberCentreAs(page, 'depositv2', 'Deposit');
    await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);
    const methods = centre.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).toHaveCount(5);
    await methods.getByRole('radio', { name: 'Nagad' }).check();
    await expect(centre.getByText('Min ৳300.00 – max ৳30,000.00').first()).toBeVisible();
    await methods.getByRole('radio', { name: 'bKash' }).check();
    const channels = centre.getByRole('group', { name: 'Channel' });
    await expect(channels.getByRole('radio', { name: /bKash/ })).toBeChecked();
    const recent = centre.getByRole('table', { name: 'Recent deposits' });
    // The seeded month: a deposit of 1,044 the back office rejected.
    await expect(recent.getByRole('row', { name: /1,044\.00/ })).toContainText('Rejected');
    await expectNoSeriousA11yIssues(page);

    // Out of the channel's limits: a translated message, the amount kept.
    await amountOf(centre).fill('199');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(centre.getByText('The amount must be between ৳200.00 and ৳25,000.00.')).toBeVisible();
    await expect(amountOf(centre)).toHaveValue('199');

    const quick = centre.getByRole('group', { name: 'Quick amounts' });
    await quick.getByRole('button', { name: '1,000' }).click();
    await expect(amountOf(centre)).toHaveValue('1000');
    await expect(quick.getByRole('button', { name: '1,000' })).toHaveAttribute('aria-pressed', 'true');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).click();

    await expect(
      centre.getByText('Your deposit request has been submitted.', { exact: false }),
    ).toBeVisible();
    const summary = centre.getByRole('region', { name: 'Order details' });
    await expect(summary.getByText(/^D\d{7}$/)).toBeVisible();
    const orderId = (await summary.getByText(/^D\d{7}$/).textContent())!;
    await expect(summary).toContainText('৳1,000.00');
    await expect(summary.getByRole('status')).toHaveText('Awaiting payment');
    const row = recent.getByRole('row', { name: new RegExp(orderId) });
    await expect(row).toContainText('Awaiting payment');
    await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);
    await expectNoSeriousA11yIssues(page);

    // The back office approves it 10 s later; the page sees it on its next look (every 5 s).
    await passBackOfficeReview(page);
    await expect(row).toContainText('Approved');
    await expect(summary.getByRole('status')).toHaveText('Approved');
    await expect(headerBalance(page)).toHaveText(/৳26,000\.00$/);

    await centre.getByRole('button', { name: 'Make another deposit' }).click();
    await expect(amountOf(centre)).toHaveValue('');
  },
);

test('a USDT deposit shows the platform address with its QR code and a copy button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const centre = await openMemberCentreAs(page, 'depositv2', 'Deposit');
  await centre.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'USDT' }).check();
  await expect(
    centre.getByText("After you submit, you get the platform's USDT (TRC20) address"),
  ).toBeVisible();
  await amountOf(centre).fill('2000');
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(centre.getByText('USDT (TRC20) address to pay to')).toBeVisible();
  const address = centre.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(address).toBeVisible();
  await expect(centre.getByRole('img', { name: 'QR code of the receiving address' })).toBeVisible();
  await centre.getByRole('button', { name: 'Copy: USDT (TRC20) address to pay to' }).click();
  await expect(centre.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
  await expectNoSeriousA11yIssues(page);
});

test('withdrawal: form rules, a wrong withdrawal password refused with every value kept, bank accounts in the real name', async ({
  page,
}) => {
  const centre = await openMemberCentreAs(page, 'withdraw', 'Withdraw');
  // SPEC 2.5 withdraw: the withdraw page shows the balance to withdraw from.
  await expect(centre.getByText('Balance: ৳25,000.00')).toBeVisible();
  const form = centre.getByRole('region', { name: 'Request a withdrawal' });
  await expect(form.getByRole('group', { name: 'Receive to' }).getByRole('radio')).toBeChecked();
  await expectNoSeriousA11yIssues(page);

  // Nothing typed: the amount and the withdrawal password are asked for (SPEC 5.5).
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('Please enter an amount.')).toBeVisible();
  await expect(form.getByText('Please enter a withdrawal password.')).toBeVisible();

  // Over the balance on a channel that would allow it.
  await form
    .getByRole('group', { name: 'Channel' })
    .getByRole('radio', { name: /Bank transfer/ })
    .check();
  await amountOf(form).fill('30000');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('The amount cannot be more than your balance (৳25,000.00).')).toBeVisible();

  // A crypto channel asks for a TRC20 receiving address.
  await form.getByRole('group', { name: 'Channel' }).getByRole('radio', { name: /USDT/ }).check();
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('Please enter a receiving address.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Receiving address (TRC20)' }).fill('T123');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    form.getByText('Enter a valid TRC20 address: T followed by 33 letters or digits.'),
  ).toBeVisible();

  // bKash, 1,000, a wrong password: the platform refuses; every value stays.
  await form.getByRole('group', { name: 'Channel' }).getByRole('radio', { name: /bKash/ }).check();
  await amountOf(form).fill('1000');
  await form.getByLabel('Withdrawal password').fill('999999');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('The withdrawal password is incorrect.');
  await expect(amountOf(form)).toHaveValue('1000');
  await expect(form.getByLabel('Withdrawal password')).toHaveValue('999999');
  await expect(
    form.getByRole('group', { name: 'Channel' }).getByRole('radio', { name: /bKash/ }),
  ).toBeChecked();
  await expect(centre.getByText('Balance: ৳25,000.00')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);
  await expectNoSeriousA11yIssues(page);

  // Add a bank account: the format first, then the platform checks it is the registered real name.
  const accounts = centre.getByRole('region', { name: 'Bank accounts' });
  await accounts.getByRole('button', { name: 'Add bank account' }).click();
  await accounts.getByLabel('Bank').selectOption('BRAC Bank');
  await accounts.getByRole('textbox', { name: 'Account name' }).fill('Rahim 2');
  await accounts.getByRole('textbox', { name: 'Account number' }).fill('123456789');
  await accounts.getByRole('button', { name: 'Save bank account' }).click();
  await expect(accounts.getByText('Real name format incorrect.')).toBeVisible();
  await expect(accounts.getByText('The account number must be 10 to 17 digits.')).toBeVisible();
  await accounts.getByRole('textbox', { name: 'Account name' }).fill('Somebody Else');
  await accounts.getByRole('textbox', { name: 'Account number' }).fill('1234567890123');
  await accounts.getByRole('button', { name: 'Save bank account' }).click();
  await expect(accounts.getByRole('alert')).toHaveText('The bank account name does not match');
  await expect(accounts.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234567890123');
  await expectNoSeriousA11yIssues(page);
  // demo01's registered real name in seed 1.
  await accounts.getByRole('textbox', { name: 'Account name' }).fill('Rahim Islam');
  await accounts.getByRole('button', { name: 'Save bank account' }).click();
  await expect(accounts.getByRole('status')).toHaveText('Bank account added: BRAC Bank ****0123.');
  await expect(form.getByRole('radio', { name: /BRAC Bank \*{4}0123/ })).toBeChecked();
});

test(
  'withdrawal confirmation: Not received with 3 proof images; a 4th, a 6 MB png and a gif are refused',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    const centre = await openMemberCentreAs(page, 'withdraw', 'Withdraw');
    const form = centre.getByRole('region', { name: 'Request a withdrawal' });
    await amountOf(form).fill('1000');
    await form.getByLabel('Withdrawal password').fill('112233');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(
      form.getByText('Your withdrawal request has been submitted.', { exact: false }),
    ).toBeVisible();
    // The amount leaves the balance at once.
    await expect(headerBalance(page)).toHaveText(/৳24,000\.00$/);
    await expect(centre.getByText('Balance: ৳24,000.00')).toBeVisible();
    const orderId = (await form
      .getByRole('region', { name: 'Order details' })
      .getByText(/^W\d{7}$/)
      .textContent())!;
    const row = centre
      .getByRole('table', { name: 'My withdrawals' })
      .getByRole('row', { name: new RegExp(orderId) });
    await expect(row).toContainText('Processing');

    // Paid out 10 s later: the member is asked to confirm it.
    await passBackOfficeReview(page);
    const confirm = centre.getByRole('region', { name: 'Confirm receipt' });
    const card = confirm.getByRole('article', { name: `Withdrawal ${orderId}: ৳1,000.00` });
    await expect(card).toBeVisible();
    await expect(row).toContainText('Paid out: awaiting your confirmation');
    await expect(card.getByText(/^Please confirm by /)).toBeVisible();
    await expect(confirm).toContainText('the amount is not refunded');
    await expectNoSeriousA11yIssues(page);

    await card.getByRole('button', { name: 'Not received' }).click();
    const files = card.getByLabel('Proof images', { exact: true });
    const chosen = card.getByRole('list', { name: 'Chosen proof images' });
    // SPEC 9 uploaded-images: png or jpg, 5MB each, at most 3.
    const rules = 'Uploaded images are png or jpg only, max 5MB each, at most 3 images.';
    await files.setInputFiles([png('bank-statement.png'), png('screenshot-1.png'), png('screenshot-2.png')]);
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('alert')).toHaveCount(0);

    await files.setInputFiles([png('fourth.png')]);
    // SPEC 9 uploaded-images: at most 3 images.
    await expect(card.getByRole('alert')).toHaveText(rules);
    await expect(chosen.getByRole('listitem')).toHaveCount(3);

    // Room for one: the 6 MB png and the gif are still refused, the others kept.
    await chosen.getByRole('button', { name: 'Remove screenshot-2.png' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await files.setInputFiles([png('huge.png', 6 * 1024 * 1024)]);
    // SPEC 9 uploaded-images: 5MB each.
    await expect(card.getByRole('alert')).toHaveText(rules);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await files.setInputFiles([
      { name: 'animated.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    // SPEC 9 uploaded-images: png or jpg only.
    await expect(card.getByRole('alert')).toHaveText(rules);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await files.setInputFiles([png('screenshot-2.png')]);
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('alert')).toHaveCount(0);

    const remark = card.getByRole('textbox', { name: 'Remark' });
    await remark.fill('x'.repeat(141));
    await expect(card.getByText('141/140')).toBeVisible();
    // SPEC 9 remark-comment-limit: 140 characters.
    await expect(card.getByText('Comment or remark limit 140 characters.')).toBeVisible();
    await remark.fill('Nothing arrived in my bKash');
    await expect(card.getByText('27/140')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await card.getByRole('button', { name: 'Submit' }).click();
    await expect(row).toContainText('Not received (under review)');
    await expect(confirm).toHaveCount(0);
    await expect(headerBalance(page)).toHaveText(/৳24,000\.00$/);
  },
);
