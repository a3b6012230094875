import { expect, type Page } from '@playwright/test';

interface AgentCentreStart {
  acPage?: string;
  scenario?: string;
  seed?: number;
}

/** DESIGN.md `/agentHome?acPage=<page id>`, in English, with the world's scenario and seed. */
function agentCentreUrl({ acPage, scenario = 'default', seed = 1 }: AgentCentreStart, more = {}) {
  const search = new URLSearchParams({ lang: 'EN', seed: String(seed), scenario, ...more });
  if (acPage) search.set('acPage', acPage);
  return `/agentHome?${search}`;
}

/** The agent centre, once its navigation is there. */
async function agentCentre(page: Page) {
  const centre = page.getByRole('main');
  await expect(centre.getByRole('navigation', { name: 'Agent centre' })).toBeVisible();
  return centre;
}

/**
 * Logs in on the agent page (/agent) and lands in the agent centre; with `acPage`, opens that page
 * through the centre's own link (DESIGN.md `/agentHome?acPage=<page id>`). Starts a fresh tab
 * session with the given scenario and seed.
 */
export async function logInAsAgent(page: Page, account: string, start: AgentCentreStart = {}) {
  await page.goto(agentCentreUrl(start));
  // A visitor is sent to /agent; the login there goes on to the page asked for.
  const form = page.getByRole('region', { name: 'Agent log in' });
  await form.getByRole('textbox', { name: 'Username' }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  return agentCentre(page);
}

/**
 * The agent centre as an account, its session opened at start through the QA interface's `loginAs`
 * (docs/qa.md): journeys about a page skip the login form, which agent-centre.spec.ts drives. With
 * `acPage`, at that page.
 */
export async function openAgentCentreAs(page: Page, account: string, start: AgentCentreStart = {}) {
  await page.goto(agentCentreUrl(start, { loginAs: account }));
  return agentCentre(page);
}

/** Signs out of the agent centre (back to /agent), so the next login can be another account. */
export async function signOutOfAgentCentre(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent(\?|$)/);
}
