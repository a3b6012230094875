import { expect } from '@playwright/test';
import { inlineScriptHashes, securityHeaders } from '../deploy/security-headers.mjs';
import { policyViolations, test } from './support';

/**
 * The `real` project: the real build as nginx serves it in production
 * (deploy/nginx.conf.template), with the headers of deploy/security-headers.mjs. The browser
 * enforces them, and the journeys' watcher (e2e/support.ts) sees what they block.
 */

test('the page and its bundles come with the security headers, the theme script hashed', async ({
  page,
  request,
}) => {
  const response = await page.goto('/?lang=EN');
  const html = await response!.text();
  const expected = securityHeaders({ scriptHashes: inlineScriptHashes(html) });
  const sent = response!.headers();
  for (const [name, value] of Object.entries(expected)) expect(sent[name.toLowerCase()], name).toBe(value);
  const csp = sent['content-security-policy'];
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("'sha256-");
  // The app starts under it: the theme script ran (by its hash), the bundles loaded.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);

  const entry = html.match(/<script type="module"[^>]* src="([^"]+)"/)![1];
  const bundle = await request.get(entry);
  expect(bundle.status()).toBe(200);
  expect(bundle.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(bundle.headers()['x-content-type-options']).toBe('nosniff');
  // Hashed bundles cached for a year; the page and its history routes revalidated.
  expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(sent['cache-control']).toBe('no-cache');
  const route = await request.get('/agentHome?acPage=agentTeamOverview');
  expect(route.status()).toBe(200);
  expect(route.headers()['content-type']).toMatch(/^text\/html/);
  expect(route.headers()['cache-control']).toBe('no-cache');
  expect(route.headers()['content-security-policy']).toBe(csp);
  // A bundle a deploy removed is a 404 (not the page, not cached), so the app can recover.
  const stale = await request.get('/assets/index-gone.js');
  expect(stale.status()).toBe(404);
  expect(stale.headers()['cache-control']).toBeUndefined();
  // Nothing of the mock world or the build's bookkeeping is served.
  for (const path of ['/.vite/manifest.json', '/.env.real']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of ['/mockServiceWorker.js', '/mock-worker.js']) {
    const worker = await request.get(path);
    expect(worker.headers()['content-type'], path).toMatch(/^text\/html/);
  }
  // The API paths reach the backend (here the HTTP mock server), with the same headers on top.
  const script = await request.get('/js/encrypt.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
});

test('the browser enforces the policy, and a journey sees each violation', async ({ page }) => {
  await page.goto('/?lang=EN');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const blocked = await page.evaluate(() => {
    const outcomes: string[] = [];
    try {
      // A raw string into an HTML sink: only the `dompurify` policy's TrustedHTML is accepted.
      document.createElement('div').innerHTML = '<b>raw</b>';
      outcomes.push('innerHTML assigned');
    } catch (error) {
      outcomes.push(`innerHTML ${(error as Error).name}`);
    }
    // Inline CSS is not in style-src: it is refused (no exception; reported).
    const style = document.createElement('style');
    style.append(document.createTextNode('body { outline: 1px solid red; }'));
    document.head.append(style);
    return outcomes;
  });
  expect(blocked).toEqual(['innerHTML TypeError']);
  const violations = policyViolations(page.context());
  await expect
    .poll(() => [...violations].sort())
    .toEqual([
      expect.stringMatching(/^require-trusted-types-for blocked trusted-types-sink/),
      expect.stringMatching(/^style-src-elem blocked inline/),
    ]);
  // Provoked on purpose: taken back so the journey's own check passes.
  violations.length = 0;
});

test('server HTML reaches the page as TrustedHTML from the sanitiser’s policy', async ({ page }) => {
  // The terms are the platform's HTML (src/features/support/html-content.tsx): under
  // require-trusted-types-for, a plain string in that sink would be refused and reported.
  await page.goto('/help?lang=EN&seed=1#term');
  const terms = page.getByRole('dialog', { name: 'Help centre' });
  await expect(terms.getByRole('heading', { name: '1. Eligibility' })).toBeVisible();
  expect(policyViolations(page.context())).toEqual([]);
});
