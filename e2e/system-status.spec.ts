import { expect, test } from './announcements-support';
import { expectNoSeriousA11yIssues } from './support';

test(
  'maintenance shows the maintenance page with its customer-service button',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/?scenario=maintenance&lang=EN');
    // SPEC 8 maintenance: the maintenance page.
    // SPEC 8 ip-location-block-and-system-maintenance: the system maintenance notice.
    await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeEnabled();
    await expect(page.getByText('Expected to end:')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  },
);

test('maintenance-with-end shows when the maintenance ends', async ({ page }) => {
  await page.goto('/?scenario=maintenance-with-end&lang=EN');
  await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
  await expect(page.getByText('Expected to end:')).toBeVisible();
  await expect(page.locator('time')).toContainText('(GMT+6)');
});

test('region-blocked shows the visitor IP', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/?scenario=region-blocked&lang=EN');
  // SPEC 8 maintenance: region restriction shows the blocked-IP page.
  // SPEC 8 ip-location-block-and-system-maintenance: the IP/location block notice.
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText('Your IP address:')).toBeVisible();
  await expect(page.getByText(/^\d{1,3}(\.\d{1,3}){3}$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('a world under both maintenance and region block shows maintenance', async ({ page }) => {
  await page.goto('/?scenario=maintenance-region-blocked&lang=EN');
  await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
});

test('the maintenance page is in Bengali by default', async ({ page }) => {
  await page.goto('/?scenario=maintenance');
  await expect(page.getByRole('heading', { name: 'সাইট রক্ষণাবেক্ষণ চলছে' })).toBeVisible();
});

for (const [name, query] of [
  ['fault status:500', 'fault=status:500'],
  ['fault status:network', 'fault=status:network'],
  ['scenario network-down', 'scenario=network-down'],
] as const) {
  test(`${name} shows the network text and a retry that works once the fault is lifted`, async ({ page }) => {
    await page.goto(`/?${query}&lang=EN`);
    // SPEC 8 network-link-abnormal: the status call failing says so.
    await expect(page.getByText('Network link abnormal, please try again.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // The fault holds: retrying alone does not get through.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Network link abnormal, please try again.')).toBeVisible();
    await page.getByRole('button', { name: 'Scenarios' }).click();
    const panel = page.getByRole('dialog', { name: 'Scenarios (mock mode)' });
    await panel.getByRole('button', { name: 'Lift faults until reload' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
  });
}
