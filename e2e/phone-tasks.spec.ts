import { expect, test } from './announcements-support';
import { layoutProblems, waitForScreen, SMALLEST_PHONE } from './layout-checks';

// What a player meets on a phone (the `phone` project, touch): forms that fit inside their popups.

for (const width of [360, 390]) {
  test(
    `the registration popup fits a ${width} px phone in Bengali: every field, the captcha and the button`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/?lang=BN&seed=1');
      await page.getByRole('banner').getByRole('link', { name: 'নিবন্ধন' }).click();
      const popup = page.getByRole('dialog', { name: 'নিবন্ধন' });
      await expect(popup.getByRole('img', { name: /ক্যাপচা/ })).toBeVisible();
      await waitForScreen(page);
      expect(await layoutProblems(page)).toEqual([]);
      // The captcha's four characters are all on screen, beside their field.
      const image = await popup.getByRole('img', { name: /ক্যাপচা/ }).boundingBox();
      expect(image!.x + image!.width).toBeLessThanOrEqual(width);
    },
  );
}

test(
  'free play says so: the balance is play money, and the real-account dialog leads to a login',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?scenario=trial-account&lang=EN');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(banner.getByText('Play money')).toBeVisible();
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Deposit' }).tap();
    const warning = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(warning.getByRole('button', { name: 'Register' })).toBeVisible();
    await warning.getByRole('button', { name: 'Log in' }).tap();
    // The trial session ends, and the login the player asked for opens.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByText('Play money')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'My account' })).toHaveCount(0);
  },
);

test(
  'registration tells everything at the first tap on Register, and puts the finger on the first field to fix',
  { tag: '@phone' },
  async ({ page }) => {
    await page.setViewportSize(SMALLEST_PHONE);
    await page.goto('/register?lang=BN&seed=1');
    const popup = page.getByRole('dialog', { name: 'নিবন্ধন' });
    const username = popup.getByRole('textbox', { name: 'ইউজারনেম' });
    // The rule shows before anything goes wrong.
    await expect(username).toHaveAccessibleDescription(/4–16/);
    await popup.getByRole('button', { name: 'নিবন্ধন করুন' }).tap();
    for (const field of [username, popup.getByLabel('পাসওয়ার্ড', { exact: true })])
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(popup.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
  },
);

test('the wallet transfer fits a 360 px phone in Bengali', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize(SMALLEST_PHONE);
  await page.goto('/?lang=BN&seed=1&loginAs=demo01&mcPage=transferFund');
  const centre = page.getByRole('dialog').first();
  await expect(centre.getByRole('combobox').first()).toBeVisible();
  await waitForScreen(page);
  expect(await layoutProblems(page)).toEqual([]);
});

test(
  'a bKash deposit says where to pay, how much and by when, opens the app, and follows the payment',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(SMALLEST_PHONE);
    await page.goto('/?mcPage=depositv2&loginAs=demo01&lang=BN&seed=1&scenario=deposit-awaits-payment');
    const centre = page.getByRole('dialog', { name: 'ডিপোজিট' });
    await centre.getByRole('group', { name: 'পেমেন্ট পদ্ধতি' }).getByRole('radio', { name: 'বিকাশ' }).check();
    await centre.getByRole('textbox', { name: /পরিমাণ/ }).fill('1000');
    await centre.getByRole('button', { name: 'ডিপোজিট', exact: true }).tap();

    const payTo = centre.getByRole('region', { name: 'ডিপোজিট শেষ করতে ৳1,000.00 পাঠান' });
    await expect(payTo.getByRole('timer')).toHaveText(/^পেমেন্টের বাকি সময়: (30:00|29:\d\d)$/);
    const number = payTo.getByRole('definition').filter({ hasText: '01711428563' });
    await expect(number.getByRole('button', { name: 'কপি: যে bKash নম্বরে পাঠাবেন' })).toBeVisible();
    await expect(payTo.getByRole('definition').filter({ hasText: '৳1,000.00' })).toBeVisible();
    const orderId = (await centre
      .getByRole('region', { name: 'অর্ডারের বিবরণ' })
      .getByText(/^D\d{7}$/)
      .textContent())!;
    await expect(payTo.getByRole('definition').filter({ hasText: orderId })).toBeVisible();
    await expect(payTo.getByRole('link', { name: 'bKash খুলুন' })).toHaveAttribute('href', 'bkash://');
    await waitForScreen(page);
    expect(await layoutProblems(page)).toEqual([]);

    // The transaction id is asked for, and what the message says is kept.
    const trxId = payTo.getByRole('textbox', { name: 'ট্রানজেকশন আইডি (TrxID)' });
    await payTo.getByRole('button', { name: 'আমি পেমেন্ট করেছি' }).tap();
    await expect(trxId).toHaveAccessibleDescription(/পেমেন্টের মেসেজ থেকে ট্রানজেকশন আইডি লিখুন।/);
    await trxId.fill('8N7A2KQ4LM');
    await payTo.getByRole('button', { name: 'আমি পেমেন্ট করেছি' }).tap();

    // The order follows the payment: checked, then credited.
    const status = centre.getByRole('region', { name: 'অর্ডারের বিবরণ' }).getByRole('status');
    await expect(status).toHaveText('পেমেন্ট যাচাই হচ্ছে');
    await expect(
      centre.getByText('ধন্যবাদ: পেমেন্ট টিম আপনার পেমেন্ট যাচাই করছে', { exact: false }),
    ).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(status).toHaveText('অনুমোদিত');
  },
);

test(
  'a USDT deposit says how many USDT to send, at which rate, to which address',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?mcPage=depositv2&loginAs=demo01&lang=EN&seed=1');
    const centre = page.getByRole('dialog', { name: 'Deposit' });
    await centre.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'USDT' }).check();
    await centre.getByRole('textbox', { name: /Amount/ }).fill('2000');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).tap();
    const payTo = centre.getByRole('region', { name: 'Send 16.33 USDT to finish your deposit' });
    await expect(payTo.getByRole('definition').filter({ hasText: '16.33 USDT' })).toBeVisible();
    await expect(payTo.getByRole('definition').filter({ hasText: '1 USDT = ৳122.50' })).toBeVisible();
    await expect(payTo.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)).toBeVisible();
    await expect(payTo.getByRole('textbox', { name: 'Transaction hash (TxID)' })).toBeVisible();
  },
);

test(
  'a deposit nobody paid runs out of time, says what to do, and closes as rejected',
  { tag: '@phone' },
  async ({ page }) => {
    await page.clock.install();
    await page.goto('/?mcPage=depositv2&loginAs=demo01&lang=EN&seed=1&scenario=deposit-expires');
    const centre = page.getByRole('dialog', { name: 'Deposit' });
    await centre.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Nagad' }).check();
    await centre.getByRole('textbox', { name: /Amount/ }).fill('1000');
    await centre.getByRole('button', { name: 'Deposit', exact: true }).tap();
    await expect(centre.getByRole('timer')).toHaveText(/0:(20|19)$/);
    // In steps, as time passes: one jump past the calls' timeout would fail the one in flight.
    for (let second = 0; second < 21; second += 3) await page.clock.fastForward(3_000);
    await expect(centre.getByRole('alert').filter({ hasText: 'The time to pay has run out' })).toBeVisible();
    const status = centre.getByRole('region', { name: 'Order details' }).getByRole('status');
    await expect(status).toHaveText('Rejected');
  },
);
