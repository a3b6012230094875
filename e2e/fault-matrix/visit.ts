import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { calls, IDEMPOTENCY_HEADER, isCallAt, type CallDef } from '../../src/api/contracts';
import type { FaultKind } from '../../src/api/contracts/qa';
import { expectFieldsKept, screenUrl, sendAction, sendControl } from './screen';
import { text, textPattern, type Lang } from './texts';
import type { CellResult, MatrixEntry } from './types';

/** The client's wait in the matrix (QA `timeoutMs`): a `timeout` cell answers in 1.5 s, not 20. */
export const MATRIX_TIMEOUT_MS = 1_500;

/** The failure texts of a kind: the spec's (SPEC 8), and a money call's "outcome not known". */
function failureKeys(entry: MatrixEntry, kind: FaultKind): string[] {
  const own = kind === 'timeout' ? 'common:errors.timeout' : 'common:errors.network';
  const money = calls[entry.call].money
    ? ['money:unknown.orders', 'money:unknown.contracts', 'money:unknown.bankAccounts']
    : [];
  return [own, ...money, ...(entry.messages ?? [])];
}

/** Every failure text of a language: none may be left once the retry succeeded. */
const anyFailureKeys = ['common:errors.timeout', 'common:errors.network', 'money:unknown.orders'];

/** The call's own requests (method and any of its paths: one per kind for some), as the page sends them. */
const isCallRequest = (entry: MatrixEntry, request: Request): boolean =>
  isCallAt(calls[entry.call] as CallDef<unknown, unknown>, request.method(), new URL(request.url()).pathname);

/** The Scenarios panel, opened by its keys (they reach it over a popup too). */
async function openPanel(page: Page, lang: Lang): Promise<Locator> {
  await page.keyboard.press('Alt+Shift+KeyQ');
  const panel = page.getByRole('dialog', { name: text(lang, 'qa:title') });
  await expect(panel).toBeVisible();
  return panel;
}

async function closePanel(page: Page, panel: Locator) {
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Replaces the faults with `call:kind` without a reload (the panel's *Apply faults without reload*). */
export async function setFault(page: Page, lang: Lang, call: string, kind: FaultKind) {
  const panel = await openPanel(page, lang);
  const remove = panel.getByRole('button', { name: textPattern(lang, 'qa:removeFault') });
  while ((await remove.count()) > 0) await remove.first().click();
  await panel.getByLabel(text(lang, 'qa:faultCall'), { exact: true }).selectOption(call);
  await panel.getByLabel(text(lang, 'qa:faultKind'), { exact: true }).selectOption(kind);
  await panel.getByRole('button', { name: text(lang, 'qa:addFault') }).click();
  await panel.getByRole('button', { name: text(lang, 'qa:applyFaultsNow') }).click();
  await expect(panel.getByRole('status').filter({ hasText: text(lang, 'qa:faultsApplied') })).toBeVisible();
  await closePanel(page, panel);
}

/** The panel's *Lift faults until reload*. */
export async function liftFaults(page: Page, lang: Lang) {
  const panel = await openPanel(page, lang);
  await panel.getByRole('button', { name: text(lang, 'qa:liftFaults') }).click();
  await expect(panel.getByRole('status').filter({ hasText: text(lang, 'qa:faultsLifted') })).toBeVisible();
  await closePanel(page, panel);
}

/** Where the action's fields are. */
const scopeOf = (entry: MatrixEntry, page: Page, lang: Lang) => entry.action?.scope?.(page, lang) ?? page;

/** The control that sends the call again from a failure: Try again, Send again, or the form's own. */
function retryControl(entry: MatrixEntry, page: Page, lang: Lang, alert: Locator): Locator {
  const names = [text(lang, 'common:actions.retry'), text(lang, 'money:unknown.resend')];
  const inAlert = alert.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) });
  if (entry.retry) return page.getByRole('button', { name: textPattern(lang, entry.retry) });
  if (!entry.action) return inAlert;
  return inAlert.or(sendControl(scopeOf(entry, page, lang), entry.action, lang)).first();
}

/** What was typed is still there. */
const expectTypedKept = (entry: MatrixEntry, page: Page, lang: Lang) =>
  expectFieldsKept(scopeOf(entry, page, lang), lang, entry.action?.fields ?? []);

/** Opens the screen (with the first fault in its URL) and, for an action's call, types and sends. */
async function openAndSend(page: Page, entry: MatrixEntry, lang: Lang, first: string) {
  await page.goto(screenUrl(entry, lang, `&fault=${entry.call}:${first}&timeoutMs=${MATRIX_TIMEOUT_MS}`));
  await sendAction(page, entry, lang);
}

/**
 * One visit of a call's screen in one language, under each fault kind in turn: the first comes
 * with the URL; at each failure the matrix checks the page and the message, sets the next kind
 * through the Scenarios panel and retries, so each kind's retry control is seen to send the call
 * again; after the last, *Lift faults* and the retry must succeed: the platform's answer is a
 * success, not a refusal, and no failure text is left. A money call's sends all carry
 * one idempotency key, one send a click.
 */
export async function visitUnderFaults(
  page: Page,
  entry: MatrixEntry,
  kinds: readonly FaultKind[],
  lang: Lang,
): Promise<CellResult[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const keys: Array<string | null> = [];
  page.on('request', (request) => {
    if (isCallRequest(entry, request)) keys.push(request.headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? null);
  });
  // Whether each answer of the call that came back was the platform's success (a refusal is not).
  const answers: boolean[] = [];
  page.on('response', (response) => {
    if (!isCallRequest(entry, response.request())) return;
    response
      .json()
      .then((body: { success?: unknown } | null) => answers.push(response.ok() && body?.success === true))
      .catch(() => answers.push(false));
  });
  const loading = watchLoads(page);
  const screen = screenUrl(entry, lang, '')
    .replace(/[?&]scenario=default&seed=1/, '')
    .replace(/[?&]lang=\w+/, '');
  const results: CellResult[] = [];
  let clicks = 1;
  let current = 0;
  let lastMessage = '';
  try {
    await openAndSend(page, entry, lang, kinds[0]!);
    for (; current < kinds.length; current++) {
      const kind = kinds[current]!;
      const texts = failureKeys(entry, kind).map((key) => text(lang, key));
      const alert = page
        .getByRole('alert')
        .filter({ hasText: new RegExp(texts.map(escape).join('|')) })
        .filter({ visible: true })
        .first();
      await expect(alert, `a ${lang} message for ${kind}`).toBeVisible();
      const message = (await alert.innerText()).trim().split('\n')[0]!;
      await expect(page.locator('#root'), 'no blank page').not.toBeEmpty();
      expect(pageErrors, 'no uncaught page error').toEqual([]);
      await expectTypedKept(entry, page, lang);
      const sent = keys.length;
      const last = current === kinds.length - 1;
      if (last) await liftFaults(page, lang);
      else await setFault(page, lang, entry.call, kinds[current + 1]!);
      await entry.beforeRetry?.(page, lang);
      const retry = retryControl(entry, page, lang, alert);
      if (entry.throttled) {
        // A press inside the throttle's second is ignored: the player presses again.
        await expect(async () => {
          await retry.click();
          expect(keys.length).toBeGreaterThan(sent);
        }, 'the retry sends the call again').toPass();
      } else {
        await (entry.retryWith ? entry.retryWith(page, lang) : retry.click());
        clicks++;
        await expect.poll(() => keys.length, 'the retry sends the call again').toBeGreaterThan(sent);
      }
      lastMessage = message;
      // The last cell passes once its retry has succeeded, below.
      if (!last)
        results.push({
          call: entry.call,
          column: kind,
          lang,
          screen,
          passed: true,
          message,
          retry: 'sends again',
        });
    }
    // The last retry, with the faults lifted, succeeds and leaves no failure text: a failure here is
    // the last cell's.
    current = kinds.length - 1;
    await expect.poll(() => answers.at(-1), 'the retry succeeds once the faults are lifted').toBe(true);
    const leftovers = anyFailureKeys.map((key) => escape(text(lang, key)));
    await expect(page.getByRole('alert').filter({ hasText: new RegExp(leftovers.join('|')) })).toHaveCount(0);
    expect(pageErrors, 'no uncaught page error').toEqual([]);
    results.push({
      call: entry.call,
      column: kinds[current]!,
      lang,
      screen,
      passed: true,
      message: lastMessage,
      retry: 'after lift',
    });
    current = kinds.length;
    // A money call's sends all carry the intent's one key, one send a click; other calls carry none.
    const money = Boolean(calls[entry.call].money);
    expect(
      keys.map((key) => Boolean(key)),
      'an idempotency key on every send of a money call, and on no other',
    ).toEqual(keys.map(() => money));
    expect(new Set(keys).size, 'one idempotency key for the intent').toBe(1);
    expect(money ? keys.length : 0, 'a money call is sent once a click').toBeLessThanOrEqual(clicks);
  } catch (error) {
    const failure = failureOf(error) + loading.summary() + (await popupsNote(page, lang));
    // The cell that failed, and the ones of this visit it kept from being reached.
    for (const [index, kind] of kinds.entries()) {
      if (index < results.length) continue;
      results.push({
        call: entry.call,
        column: kind,
        lang,
        screen,
        passed: false,
        failure: index === current ? failure : 'not reached: an earlier cell of this visit failed',
      });
    }
    if (current >= kinds.length)
      results.forEach((result) => Object.assign(result, { passed: false, failure }));
  }
  return results;
}

/**
 * What the page was still waiting for, and what it logged as an error, for a failure's note: a
 * popup that never opened after its click is told apart from one whose part never arrived.
 */
function watchLoads(page: Page) {
  const pending = new Map<object, string>();
  const consoleErrors: string[] = [];
  page.on('request', (request) => pending.set(request, new URL(request.url()).pathname));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 120));
  });
  return {
    summary: () =>
      [
        pending.size > 0 ? ` · still loading: ${[...pending.values()].slice(0, 4).join(', ')}` : '',
        consoleErrors.length > 0 ? ` · console errors: ${consoleErrors.slice(0, 2).join(' | ')}` : '',
      ].join(''),
  };
}

/**
 * The popups machine as the Machine inspector shows it (state, then its last events), for a failed
 * cell's note: whether a click that should open a popup reached it. Never fails the visit itself.
 */
async function popupsNote(page: Page, lang: Lang): Promise<string> {
  try {
    const panel = await openPanel(page, lang);
    const overlay = panel.getByRole('listitem').filter({ has: page.getByText('overlay', { exact: true }) });
    await overlay.locator('summary').click({ timeout: 2_000 });
    const seen = (await overlay.innerText({ timeout: 2_000 })).replace(/\s+/g, ' ');
    return ` · inspector: ${seen.slice(0, 300)}`;
  } catch {
    return '';
  }
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A failed check in a line or two: what was expected and what the page had. */
export function failureOf(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n');
  const telling = lines.filter((line) => /failed|Expected|Received|Locator|Timeout|Error/.test(line));
  return (
    (telling.length > 0 ? telling : lines)
      .slice(0, 4)
      .join(' ')
      // Playwright colours its messages: the escape character, then `[31m`.
      .replaceAll(String.fromCharCode(27), '')
      .replace(/\[\d+m/g, '')
      .slice(0, 400)
  );
}
