import { logInAsAgent, openAgentCentreAs, signOutOfAgentCentre } from './agent-support';
import { expect, test } from './announcements-support';
import { logIn, expectLoggedInAs } from './auth-support';
import { expectNoSeriousA11yIssues } from './support';

/** The agent centre's shell (SPEC 2.6): bar, nav, pages by `acPage`, who may enter. */

test('an agent logs in on /agent and lands on the team overview, with the GMT offset, a live clock and the nickname', async ({
  page,
}) => {
  await page.goto('/agent?lang=EN&seed=1');
  const form = page.getByRole('region', { name: 'Agent log in' });
  await form.getByRole('textbox', { name: 'Username' }).fill('agent01');
  await form.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  const main = page.getByRole('main');
  // SPEC 2.6 agentTeamOverview: the default page, the team overview, shows.
  await expect(main.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  const nav = main.getByRole('navigation', { name: 'Agent centre' });
  await expect(nav.getByRole('link', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByText('Welcome, Agent One')).toBeVisible();
  // The mock site's offset is GMT+6 (Bangladesh); the clock moves on every second.
  await expect(main.getByText('GMT+6', { exact: true })).toBeVisible();
  const clock = main.getByLabel('Current time');
  const first = await clock.textContent();
  expect(first).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(clock).not.toHaveText(first!);
  await expectNoSeriousA11yIssues(page);

  await signOutOfAgentCentre(page);
  await expect(page.getByRole('region', { name: 'Agent log in' })).toBeVisible();
});

test('a shared agent-centre link survives the login, and the nav moves between pages in the URL', async ({
  page,
}) => {
  const main = await logInAsAgent(page, 'agent01', { acPage: 'agentAnnouncement' });
  await expect(page).toHaveURL(/acPage=agentAnnouncement/);
  // SPEC 2.6 agentAnnouncement: the announcements page shows.
  await expect(main.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  // The announcements for logged-in members: a title opens its content.
  const first = main.getByRole('listitem').getByRole('button').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yIssues(page);

  const nav = main.getByRole('navigation', { name: 'Agent centre' });
  await nav.getByRole('link', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(/acPage=customerService/);
  await expect(main.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Live chat' })).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousA11yIssues(page);

  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
});

test("the agent centre offers the member's money pages: deposit, withdraw and platform messages", async ({
  page,
}) => {
  const main = await openAgentCentreAs(page, 'agent01', { acPage: 'depositv2' });
  const nav = main.getByRole('navigation', { name: 'Agent centre' });
  await expect(main.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(main.getByRole('radio', { name: 'bKash', exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  for (const title of ['Withdraw', 'Platform messages']) {
    await nav.getByRole('link', { name: title }).click();
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  }
  // agent01 is at the top of the tree: no upline to transfer to.
  await expect(nav.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
});

test('a contract page is hidden when its type is disabled, even from a link', async ({ page }) => {
  // subagent02 has dividend and daily salary, not hourly or real-time salary (consolidated flags off).
  const main = await openAgentCentreAs(page, 'subagent02', { acPage: 'agentHourSalary' });
  await expect(main.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page).toHaveURL(/acPage=agentTeamOverview/);
  const nav = main.getByRole('navigation', { name: 'Agent centre' });
  await expect(nav.getByRole('link', { name: 'Daily salary' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dividend contracts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Hourly salary' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Real-time salary' })).toHaveCount(0);
  // It has an upline (subagent01): transfer to upline shows, naming it.
  await nav.getByRole('link', { name: 'Transfer to upline' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Transfer to upline' })).toBeVisible();
  await expect(main.getByText('subagent01 (Sub Agent)')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('scenario agent starts logged in as agent01 in the agent centre', async ({ page }) => {
  await page.goto('/agentHome?scenario=agent&lang=EN&seed=1');
  const main = page.getByRole('main');
  await expect(main.getByText('Welcome, Agent One')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  // Signing out sticks: a reload does not log the scenario's account in again.
  await signOutOfAgentCentre(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Agent log in' })).toBeVisible();
});

test('with the agent policy off, no contract page shows', async ({ page }) => {
  const main = await openAgentCentreAs(page, 'agent01', { scenario: 'agent-policy-off' });
  const nav = main.getByRole('navigation', { name: 'Agent centre' });
  await expect(nav.getByRole('link', { name: 'Team overview' })).toBeVisible();
  for (const name of ['Dividend contracts', 'Daily salary', 'Hourly salary', 'Real-time salary']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
});

test('a member (not an agent) is kept out of the agent centre', async ({ page }) => {
  await page.goto('/?lang=EN&seed=1');
  await logIn(page, 'demo01', 'Demo@1234');
  await expectLoggedInAs(page, 'Demo');
  await page.goto('/agentHome?acPage=registerCenter');
  await expect(page).toHaveURL(/\/agent\?acPage=registerCenter$/);
  await expect(page.getByRole('region', { name: 'Agent log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent centre' })).toHaveCount(0);
});
