import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { BACK_OFFICE_REVIEW_SECONDS } from '../mocks/world/back-office';

/** What each watched context's pages broke of the Content-Security-Policy, one line a violation. */
const violationsByContext = new WeakMap<BrowserContext, string[]>();

/**
 * A journey fails on any Content-Security-Policy violation (Trusted Types included). Every
 * page and frame of the context reports its `securitypolicyviolation` events; the list is checked
 * when the journey ends (`test` below does both). The real build is served with the production
 * policy (deploy/security-headers.mjs) by nginx; a build served without a policy reports nothing.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  violationsByContext.set(context, violations);
  await context.exposeBinding('e2eReportPolicyViolation', ({ frame }, violation: string) => {
    violations.push(`${violation} on ${frame.url()}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { e2eReportPolicyViolation: (text: string) => void })
      .e2eReportPolicyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        const sample = event.sample ? ` «${event.sample}»` : '';
        report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}${sample}`);
      },
      true,
    );
  });
  return violations;
}

/** The violations seen so far in a watched context (a journey that provokes one on purpose takes it back). */
export function policyViolations(context: BrowserContext): string[] {
  const violations = violationsByContext.get(context);
  if (!violations) throw new Error('this context is not watched: use `test` from e2e/support.ts');
  return violations;
}

/**
 * The base `test` of every journey: Playwright's, with the context watched for policy violations.
 * e2e/announcements-support.ts builds on it; a context a journey makes itself is watched with
 * `watchPolicyViolations`.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const violations = await watchPolicyViolations(context);
    const lostChunks = await watchLostChunks(context);
    await provide(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(lostChunks, 'parts of the app that failed to load (the app reloads for one)').toEqual([]);
  },
});

/**
 * A chunk that fails to load makes the app reload once (src/lib/preload-reload.ts), which a journey
 * sees only as a page that lost what it had open. No journey loses a chunk on purpose: each one
 * lost is listed, so the failure names it.
 */
async function watchLostChunks(context: BrowserContext): Promise<string[]> {
  const lost: string[] = [];
  await context.exposeBinding('e2eReportLostChunk', ({ frame }, message: string) => {
    lost.push(`${message} on ${frame.url()}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { e2eReportLostChunk: (text: string) => void }).e2eReportLostChunk;
    window.addEventListener('vite:preloadError', (event) => {
      const { payload } = event as Event & { payload?: unknown };
      report(payload instanceof Error ? payload.message : String(payload));
    });
  });
  return lost;
}

/**
 * axe's minified build, read once a worker: `axe.source` is the readable one, 1.3 MB that each
 * page compiles, against 0.58 MB (the injection cost more than most scans).
 */
let axeSource: string | undefined;
const minifiedAxe = () =>
  (axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * axe on the current page: no serious or critical violation. `within` limits the scan to part of
 * the page (a CSS selector), for a popup over a page that has been scanned on its own.
 */
export async function expectNoSeriousA11yIssues(page: Page, within?: string) {
  // A popup fading in is half transparent: let finite animations end so contrast is measured as seen.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe runs inside the page, put there once per page load: AxeBuilder sends its half-megabyte
  // source again for every scan (and by default finishes each in a new blank page), which cost
  // more than the scans. Only violations are asked for; the passes are not read.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(minifiedAxe());
  const serious = await page.evaluate(async (context) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      context ? { include: [context] } : document,
      { resultTypes: ['violations'] },
    );
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, within ?? null);
  expect(serious).toEqual([]);
}

/** The main navigation's top-level entries, in order. */
export async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /Main navigation|প্রধান নেভিগেশন/ });
  await expect(nav.getByRole('link').first()).toBeVisible();
  // Vendor drop menus are hidden until hovered, so only the top-level links are visible here.
  return nav.getByRole('link').allTextContents();
}

export { englishNav } from '../src/test/english-nav';

/**
 * The mock world runs in the page, on the page's clock. A journey that waits for the back office
 * installs Playwright's clock before the page loads (`await page.clock.install()`) and moves it past
 * the review instead of waiting ten seconds: the page's next look (every 5 s) is due by then and
 * fires at once, and the world settles what is due.
 */
export async function passBackOfficeReview(page: Page) {
  await page.clock.fastForward((BACK_OFFICE_REVIEW_SECONDS + 1) * 1000);
}
