import type { Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { expectLoggedInAs, logIn } from './auth-support';
import { expectNoSeriousA11yIssues, passBackOfficeReview } from './support';

// A world set up by hand is saved from the Scenarios panel as a scenario file, and loaded
// back (from the file, or pasted text) runs the same world, reload after reload.

/** The header's balance (its text starts with a visually hidden "Balance"). */
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/);

test('demo01 deposits and reads the message; the world saved to a file, reset, and loaded back is the same', async ({
  page,
}) => {
  await page.clock.install();
  // A deposit the back office credits, and the message it brings, read.
  await page.goto('/?lang=EN&scenario=default&seed=1&loginAs=demo01&mcPage=depositv2');
  const centre = page.getByRole('dialog', { name: 'Deposit' });
  await centre.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'bKash' }).check();
  await centre.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '1,000' }).click();
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  const summary = centre.getByRole('region', { name: 'Order details' });
  const orderId = (await summary.getByText(/^D\d{7}$/).textContent())!;
  await passBackOfficeReview(page);
  await expect(summary.getByRole('status')).toHaveText('Approved');
  await expect(headerBalance(page)).toHaveText(/৳26,000\.00$/);
  const nav = page.getByRole('navigation', { name: 'My account pages' });
  const messagesLink = nav.getByRole('link', { name: /^Platform messages/ });
  await messagesLink.click();
  const message = page
    .getByRole('dialog', { name: 'Platform messages' })
    .getByRole('region', { name: /Messages/ })
    .getByRole('listitem')
    .first()
    .getByRole('button');
  await expect(message).toContainText('Deposit credited');
  await message.click();
  await expect(message).toContainText('Read');
  await expect(messagesLink).toHaveAccessibleName('Platform messages');
  await page.keyboard.press('Escape');

  // Saved: a description first, then the file. (The page under the panel is scanned by its own journeys.)
  await page.getByRole('button', { name: 'Scenarios' }).click();
  const panel = page.getByRole('dialog', { name: 'Scenarios (mock mode)' });
  const save = panel.getByRole('region', { name: 'Save this world as a scenario' });
  await save.getByRole('button', { name: 'Download the file' }).click();
  await expect(save.getByText('Describe this world before saving it.')).toBeVisible();
  await expect(save.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await save.getByRole('textbox', { name: 'Description' }).fill('demo01 after a credited deposit of 1,000');
  const downloading = page.waitForEvent('download');
  await save.getByRole('button', { name: 'Download the file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mock-world-default-seed1-\d{8}-\d{4}\.json$/);
  await expect(save.getByRole('status')).toHaveText(`Saved as ${download.suggestedFilename()}.`);
  await expectNoSeriousA11yIssues(page, 'dialog[open]');

  // Reset: the seed's world again (the address still says loginAs=demo01, so logged in afresh).
  await save.getByRole('button', { name: 'Reset this world' }).click();
  await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);

  // Loaded from the file: the app reloads into it, logged out; the demo password still works.
  await page.getByRole('button', { name: 'Scenarios' }).click();
  await panel.getByLabel('World file (.json)').setInputFiles(await download.path());
  await expect(page).toHaveURL(/scenario=imported&seed=1/);
  await logIn(page, 'demo01', 'Demo@1234');
  await expectLoggedInAs(page, 'Demo');
  await expect(headerBalance(page)).toHaveText(/৳26,000\.00$/);
  await page.getByRole('button', { name: 'Scenarios' }).click();
  await expect(panel.getByLabel('Scenario', { exact: true })).toHaveValue('imported');
  await expect(
    panel.getByText(
      'Running an imported world: demo01 after a credited deposit of 1,000 (saved from default, seed 1).',
    ),
  ).toBeVisible();

  // A reload keeps it: the same balance, order and read message.
  await page.goto('/?mcPage=depositv2');
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/৳26,000\.00$/);
  await expect(
    page.getByRole('table', { name: 'Recent deposits' }).getByRole('row', { name: new RegExp(orderId) }),
  ).toContainText('Approved');
  await expect(nav.getByRole('link', { name: /^Platform messages/ })).toHaveAccessibleName(
    'Platform messages',
  );
});

test(
  'a world with a message read, copied as text in Bengali, refused when mangled, loaded when pasted',
  { tag: '@phone' },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // busy-member: demo01 has 25 unread messages, 10 a page.
    await page.goto('/?lang=BN&scenario=busy-member&seed=1&loginAs=demo01&mcPage=messageV2');
    const items = page
      .getByRole('dialog', { name: 'প্ল্যাটফর্ম বার্তা' })
      .getByRole('region', { name: /^বার্তা/ })
      .getByRole('listitem');
    const unread = items.filter({ hasText: 'অপঠিত' });
    await expect(unread).toHaveCount(10);
    await items.first().getByRole('button').click();
    await expect(unread).toHaveCount(9);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'সিনারিও', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'সিনারিও (মক মোড)' });
    const save = panel.getByRole('region', { name: 'এই জগৎটি একটি সিনারিও হিসেবে সংরক্ষণ করুন' });
    await save.getByRole('textbox', { name: 'বিবরণ' }).fill('demo01 একটি বার্তা পড়েছে');
    await save.getByRole('button', { name: 'লেখা হিসেবে কপি করুন' }).click();
    await expect(save.getByRole('status')).toHaveText('কপি হয়েছে: একটি ফাইলে বা বার্তায় পেস্ট করুন।');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).not.toMatch(/mock-\d+-\d+|Demo@1234/);

    // A mangled text is refused in Bengali; the world and the pasted text stay.
    const pasted = save.getByRole('textbox', { name: 'অথবা এর লেখা পেস্ট করুন' });
    await pasted.fill(text.slice(0, 200));
    await save.getByRole('button', { name: 'পেস্ট করা জগৎটি লোড করুন' }).click();
    await expect(save.getByRole('alert')).toHaveText('এটি জগতের ফাইল নয়: এটি JSON লেখা নয়।');
    await expect(pasted).toHaveValue(text.slice(0, 200));
    await expect(page).toHaveURL(/scenario=busy-member/);
    await expectNoSeriousA11yIssues(page, 'dialog[open]');

    await pasted.fill(text);
    await save.getByRole('button', { name: 'পেস্ট করা জগৎটি লোড করুন' }).click();
    await expect(page).toHaveURL(/scenario=imported&seed=1/);
    await page.goto('/?loginAs=demo01&mcPage=messageV2');
    await expect(unread).toHaveCount(9);
    await expect(items.first()).not.toContainText('অপঠিত');
  },
);
