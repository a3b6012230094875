import type { Page, Request } from '@playwright/test';
import { calls, isCallAt, type CallDef } from '../src/api/contracts';
import { wire } from '../src/api/contracts/wire';
import { assumedPathReasons } from '../scripts/platform-registry';
import { pathSourceKind } from '../scripts/platform-wire-doc';
import { expect, test } from './announcements-support';
import { expectLoggedInAs, logIn } from './auth-support';

/**
 * The real-backend build behind nginx, against the HTTP mock server, toured as players use it: a
 * visitor's home and free trial, a member's login, wallet, deposit, withdrawal, a favourite added
 * and removed, the points mall and the inbox, then an agent's contract page. Every call it makes
 * must be one of the contracts (so docs/platform-wire.md gives its path's source), an assumed path
 * must have its reason, and every encrypted call must carry the platform's three headers and be
 * answered (the mock platform refuses a body that does not open under its key).
 *
 * Runs in the `real` project only. It moves demo01's money on the shared HTTP mock server, so the
 * other journeys there read balances without fixing their amount.
 */

type AnyCall = CallDef<unknown, unknown>;
const contracts = Object.values(calls) as AnyCall[];
const keyPath = `/${wire.encryption.keyPath}`;

/** The contracts a request can be: its method and path (several when calls share a path). */
const contractsOf = (request: Request) =>
  contracts.filter((call) => isCallAt(call, request.method(), new URL(request.url()).pathname));

const isApiCall = (request: Request) => /^\/(wps|lgw|lotto)\//.test(new URL(request.url()).pathname);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const amountOf = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('textbox', { name: /^Amount/ });

test('a wire tour: every call on a SPEC, evidenced or named path, every encrypted call sealed', async ({
  page,
}) => {
  await page.clock.install();
  const sent: Request[] = [];
  const status = new Map<Request, number>();
  page.on('request', (request) => {
    if (isApiCall(request)) sent.push(request);
  });
  page.on('response', (response) => {
    if (isApiCall(response.request())) status.set(response.request(), response.status());
  });

  // A visitor: the lobby, then a game's free trial (the public trial launch). The real build has no
  // demo game host, so the game's address is shown as one it cannot open.
  await page.goto('/rng?lang=EN');
  const games = page.getByRole('list', { name: 'Games' });
  const trial = page.waitForResponse((response) => response.url().includes('/wps/relay/GCS_gameTrialLaunch'));
  await games
    .getByRole('button', { name: /^Free Trial: / })
    .first()
    .click();
  expect((await trial).status()).toBe(200);
  // SPEC 8 invalid-url: a game address the build cannot open is reported as an invalid URL.
  await expect(page.getByText('Invalid URL, please contact customer service')).toBeVisible();

  // A member logs in, adds a favourite and takes it away again (a heart takes one press a second).
  await page.goto('/rng?lang=EN');
  await logIn(page, 'demo01', 'Demo@1234');
  await expectLoggedInAs(page, 'Demo');
  const heart = games.getByRole('button', { name: /^Add .+ to favourites$/, pressed: false }).first();
  const label = (await heart.getAttribute('aria-label'))!;
  const chosen = page.getByRole('button', { name: label, exact: true });
  const added = page.waitForResponse((response) => response.url().includes('MCSFE_addFavoriteGameV2'));
  await heart.click();
  expect((await added).status()).toBe(200);
  await expect(chosen).toHaveAttribute('aria-busy', 'false');
  await page.clock.fastForward(1_100);
  const removed = page.waitForResponse((response) => response.url().includes('MCSFE_removeFavoriteGameV2'));
  await chosen.click();
  expect((await removed).status()).toBe(200);
  await expect(chosen).toHaveAttribute('aria-pressed', 'false');

  // The wallet.
  await page.goto('/?lang=EN&mcPage=transferFund');
  const wallet = dialog(page, 'My wallet');
  await expect(wallet.getByRole('region', { name: 'Main wallet' }).getByText(/৳[\d,]+\.\d\d/)).toBeVisible();

  // A deposit, then a withdrawal (it carries the withdrawal password, so it travels sealed).
  await page.goto('/?lang=EN&mcPage=depositv2');
  const deposit = dialog(page, 'Deposit');
  await deposit.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '1,000' }).click();
  await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(deposit.getByText('Your deposit request has been submitted.', { exact: false })).toBeVisible();

  await page.goto('/?lang=EN&mcPage=withdraw');
  const form = dialog(page, 'Withdraw').getByRole('region', { name: 'Request a withdrawal' });
  await amountOf(form).fill('1000');
  await form.getByLabel('Withdrawal password').fill('112233');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByText('Your withdrawal request has been submitted.', { exact: false })).toBeVisible();

  // The points mall and the inbox.
  await page.goto('/pointMall?lang=EN');
  await expect(page.getByText(/^Your points: [\d,]+$/)).toBeVisible();
  await page.goto('/?lang=EN&mcPage=messageV2');
  await expect(
    dialog(page, 'Platform messages')
      .getByRole('region', { name: /Messages/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await dialog(page, 'Platform messages').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await dialog(page, 'Sign out').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  // An agent's contract page.
  await page.goto('/agentHome?lang=EN&acPage=agentDailyWages2');
  const agentForm = page.getByRole('region', { name: 'Agent log in' });
  await agentForm.getByRole('textbox', { name: 'Username' }).fill('agent01');
  await agentForm.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await agentForm.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Daily salary' })).toBeVisible();
  // The contracts answered: nothing waits for an answer, and the downline can be offered one.
  await expect(page.getByRole('main').getByText('Nothing waits for your answer.')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Offer a contract' }).getByLabel('Downline agent'),
  ).toContainText('subagent01');

  // Every call: one of the contracts, on a path with its source; an assumed one with its reason.
  const toured = new Set<string>();
  const sealed: Request[] = [];
  for (const request of sent) {
    const where = `${request.method()} ${new URL(request.url()).pathname}`;
    if (new URL(request.url()).pathname === keyPath) continue;
    const candidates = contractsOf(request);
    expect(candidates.length, `${where}: no contract has this method and path`).toBeGreaterThan(0);
    for (const call of candidates) toured.add(call.name);
    const unexplained = candidates.filter((call) => {
      const name = call.name as keyof typeof calls;
      return pathSourceKind(call.path, name) === 'assumption' && !/\w/.test(assumedPathReasons[name] ?? '');
    });
    expect(
      unexplained.map((call) => call.name),
      `${where}: an assumed path without its reason`,
    ).toEqual([]);
    if (candidates.some((call) => call.encrypted)) sealed.push(request);
  }
  // Sealed as the platform seals it, and opened by the mock platform (it answers 400 otherwise).
  expect(sealed.length, 'the login is sealed').toBeGreaterThan(0);
  for (const request of sealed) {
    const where = `${request.method()} ${new URL(request.url()).pathname}`;
    const headers = await request.allHeaders();
    expect(headers.encryption, where).toMatch(/^[0-9a-f]{256}$/);
    expect(headers['x-digest'], where).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(headers['x-rsa'], where).toMatch(/^[0-9a-f]{255,256}$/);
    expect(status.get(request), where).toBe(200);
  }
  // The tour reached what it set out to: the calls of each stop.
  expect([...toured]).toEqual(
    expect.arrayContaining([
      'trialLaunch',
      'login',
      'addFavourite',
      'removeFavourite',
      'walletList',
      'deposit',
      'withdraw',
      'pointsConfig',
      'messageList',
      'agentContractList',
    ]),
  );
});
