import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

test('the panel keeps the focus and Escape closes it; it lists scenarios and demo accounts, and switching reloads into a shareable URL', async ({
  page,
}) => {
  await page.goto('/?lang=EN');

  await test.step('the focus stays in the panel and Escape closes it', async () => {
    await page.getByRole('button', { name: 'Scenarios' }).click();
    const panel = page.getByRole('dialog', { name: 'Scenarios (mock mode)' });
    await expect(panel).toBeVisible();
    // Past the panel's last control the browser moves focus off the page, to its own controls (the
    // document's active element is then the body); it must never reach the inert page behind.
    const stops: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await panel.evaluate((dialog) =>
          dialog.contains(document.activeElement)
            ? 'panel'
            : document.activeElement === document.body
              ? 'off the page'
              : 'behind the panel',
        ),
      );
    }
    expect(stops).not.toContain('behind the panel');
    expect(stops).toContain('panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Scenarios' })).toBeFocused();
  });

  await test.step('the panel lists scenarios and demo accounts, and switching reloads into a shareable URL', async () => {
    // The mock build is marked as demo data on every page.
    await expect(page.getByText('Demo data')).toBeVisible();
    await page.getByRole('button', { name: 'Scenarios' }).click();
    const panel = page.getByRole('dialog', { name: 'Scenarios (mock mode)' });
    await expect(panel.getByRole('cell', { name: 'demo01' })).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'agent01' })).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'newbie01' })).toBeVisible();
    await expect(panel.getByRole('cell', { name: '01712345678' })).toBeVisible();
    await expect(panel.getByText('Last SMS code sent:')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await panel.getByLabel('Scenario', { exact: true }).selectOption('region-blocked');
    await expect(panel.getByText("The visitor's region or IP is blocked")).toBeVisible();
    await panel.getByLabel('Seed', { exact: true }).fill('5');
    await panel.getByRole('button', { name: 'Apply and reload' }).click();
    await expect(page).toHaveURL(/scenario=region-blocked&seed=5/);
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByText('Demo data')).toBeVisible();

    // Kept for the tab's session: a plain address still opens the same world.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await page.goto('/?scenario=default');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test('a seed changes the world and the same seed gives it back', async ({ page }) => {
  const ipOf = async (seed: number) => {
    await page.goto(`/?scenario=region-blocked&seed=${seed}&lang=EN`);
    const text = page.getByText(/^\d{1,3}(\.\d{1,3}){3}$/);
    await expect(text).toBeVisible();
    return text.textContent();
  };
  const first = await ipOf(11);
  expect(await ipOf(12)).not.toBe(first);
  expect(await ipOf(11)).toBe(first);
});
