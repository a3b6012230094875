import type { Locator, Page } from '@playwright/test';
import { expect, test } from './announcements-support';
import { openMemberCentreAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

// Promotions journeys, English, seed 1. demo01 starts with ৳25,000.00, today's red envelope
// unopened, a 3-day sign-in streak, a completed "Deposit ৳5,000" mission and a won raffle.

/** The header's balance (its text starts with a visually hidden "Balance"). */
const headerBalance = (page: Page) => page.getByRole('banner').getByText(/৳\s*[\d,]+\.\d\d/);
const amountIn = (text: string | null) =>
  Number((/৳\s*([\d,]+\.\d\d)/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

/** The red count badge of a member-centre entry ("3 new"), 0 when there is none. */
async function badgeOf(centre: Locator, entry: string): Promise<number> {
  const link = centre.getByRole('navigation').getByRole('link', { name: new RegExp(`^${entry}`) });
  // The accessible name: the visible count is aria-hidden, its "N new" text is not.
  const snapshot = await link.ariaSnapshot();
  return Number(/(\d+) new/.exec(snapshot)?.[1] ?? 0);
}

test('a visitor filters promotions by type, reads the details, and Join asks to log in', async ({ page }) => {
  await page.goto('/promotions?lang=EN&seed=1');
  // SPEC 2.1 /promotions: the promotions page shows its title.
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const types = page.getByRole('tablist', { name: 'Promotion types' });
  await expect(types.getByRole('tab')).toHaveText([
    'All',
    'Newbie',
    'Limited',
    'Special',
    'Daily',
    'High rebate',
    'VIP',
  ]);
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(12);
  await expectNoSeriousA11yIssues(page);

  await types.getByRole('tab', { name: 'VIP' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAccessibleName('VIP birthday gift');
  await types.getByRole('tab', { name: 'Limited' }).click();
  await expect(cards).toHaveCount(2);
  const eid = page.getByRole('article', { name: 'Eid festival bonanza' });
  await expect(eid.getByText('Coming soon')).toBeVisible();
  await expect(eid.getByRole('button', { name: 'Join' })).toHaveCount(0);

  const cricket = page.getByRole('article', { name: 'Cricket season boost' });
  // Pictures in sequence order: the title picture first.
  await expect(cricket.getByRole('img')).toHaveCount(2);
  await expect(cricket.getByRole('img').first()).toHaveAccessibleName('Cricket season boost, picture 1');
  await cricket.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Cricket season boost: details' });
  await expect(details.getByRole('listitem')).toHaveCount(2);
  await expect(details.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/help#term');
  await expectNoSeriousA11yIssues(page);
  await details.getByRole('button', { name: 'Close' }).click();

  await cricket.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('demo01 opens the red envelope: the header balance grows by the amount and the badge drops', async ({
  page,
}) => {
  const centre = await openMemberCentreAs(page, 'rewardCenter', 'Reward centre');
  const envelope = centre.getByRole('region', { name: 'Red envelope' });
  const open = envelope.getByRole('button', { name: 'Open the red envelope' });
  // SPEC 2.5 rewardCenter: the reward centre page shows its red envelope.
  await expect(open).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/৳25,000\.00$/);
  await expect.poll(() => badgeOf(centre, 'Reward centre')).toBeGreaterThan(0);
  const badge = await badgeOf(centre, 'Reward centre');
  await expectNoSeriousA11yIssues(page);

  await open.click();
  const result = envelope.getByRole('status');
  await expect(result).toHaveText(/^You got ৳[\d,]+\.\d\d from the red envelope!$/);
  const amount = amountIn(await result.textContent());
  expect(amount).toBeGreaterThan(0);
  const expected = (25_000 + amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(headerBalance(page)).toHaveText(new RegExp(`৳${expected.replace(/[.,]/g, '\\$&')}$`));
  await expect.poll(() => badgeOf(centre, 'Reward centre')).toBe(badge - 1);
  await expect(envelope.getByRole('button', { name: 'Open the red envelope' })).toHaveCount(0);
  await expect(envelope.getByText('Claimed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('daily check-in: the 3-day streak becomes 4 and today is checked in', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'rewardCenter', 'Reward centre');
  const signIn = centre.getByRole('region', { name: 'Daily check-in' });
  await expect(signIn.getByText('Streak: 3 days')).toBeVisible();
  const days = signIn.getByRole('list', { name: 'The last 7 days' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.last()).toHaveText(/Today\s*Not checked in/);
  await signIn.getByRole('button', { name: 'Check in today (+৳5.00)' }).click();
  await expect(signIn.getByRole('status')).toHaveText('Checked in! ৳5.00 added. Streak: 4 days.');
  await expect(days.last()).toHaveText(/Today\s*Checked in/);
  await expect(signIn.getByText('Streak: 4 days', { exact: true })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/৳25,005\.00$/);
  await expectNoSeriousA11yIssues(page);
});

test('a completed mission is claimed, then the leaderboard shows the member’s own row', async ({ page }) => {
  const centre = await openMemberCentreAs(page, 'missionLeaderboard', 'Mission activity');
  // SPEC 2.5 missionLeaderboard: the mission activity page shows its leaderboard.
  await expect(centre.getByRole('table', { name: 'Mission leaderboard' })).toBeVisible();
  const summary = centre.getByRole('region', { name: 'Mission summary' });
  await expect(summary.getByText('Completed')).toBeVisible();
  const own = centre.getByRole('row', { name: /\(you\)/ });
  await expect(own).toHaveCount(1);
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(own).toContainText('de***01');
  await expectNoSeriousA11yIssues(page);

  const missionBadge = await badgeOf(centre, 'Mission activity');
  expect(missionBadge).toBeGreaterThan(0);
  const pointsBefore = Number(await own.getByRole('cell').last().textContent());
  const missions = centre.getByRole('region', { name: 'Missions' });
  await expect(
    missions.getByRole('progressbar', { name: 'Progress of Deposit ৳20,000 this month' }),
  ).toBeVisible();
  await missions.getByRole('button', { name: 'Claim reward: Deposit ৳5,000 this month' }).click();
  await expect(missions.getByText('৳50.00 claimed for Deposit ৳5,000 this month.')).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/৳25,050\.00$/);
  await expect.poll(() => badgeOf(centre, 'Mission activity')).toBe(missionBadge - 1);
  await expect(own.getByRole('cell').last()).toHaveText(String(pointsBefore + 50));
  await expectNoSeriousA11yIssues(page);
});
