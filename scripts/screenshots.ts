/**
 * The gallery (`npm run screenshots`): every screen of the product, at a phone's size and a laptop's,
 * in Bangla and English, as full-page pictures on one page, for product staff and QA. Not part of
 * `npm test`: it checks nothing but that each screen loads.
 *
 *   npm run screenshots                                   every screen, both sizes, both languages
 *   npm run screenshots -- --only=mcPage --sizes=phone --langs=EN
 *   npm run screenshots -- --build                        rebuild dist/ first (else only when missing)
 *
 * Screens: every route of SPEC 2.1, every member-centre page (2.5), every agent-centre page (2.6) and
 * every scenario, all with seed 1. The page and scenario lists are the app's own registries, so a
 * page or scenario added there is in the next gallery without anyone listing it here.
 * Writes reports/gallery/index.html and its pictures (JPEG, quality 70: a full gallery of PNGs is
 * several hundred megabytes). Exits non-zero when a screen failed to load, after writing the gallery.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { scenarios } from '../scenarios/index';
import { everyScreen as checkedScreens } from '../e2e/screens';
// @ts-expect-error plain ESM helper shared with the other scripts and e2e; typed by use
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const galleryDir = 'reports/gallery';
const shotsDir = join(galleryDir, 'shots');
/** Two or three pages at once: the machine has two cores and other work runs on it. */
const parallel = 3;
/** Long enough for the slow-network scenario (2.5 s a call, several calls in a row). */
const screenTimeoutMs = 60_000;
/**
 * A full-page picture stops here: a virtual list (the huge lobby's 10,000 games) makes the page
 * tens of thousands of pixels tall, most of it rows not yet drawn.
 */
const maxShotHeight = 12_000;
/**
 * The app chains its loads (a chunk, then its calls, then the chunk of what they show), with a
 * moment between each: a screen is settled only once the network has been quiet this long.
 * Polling (5 s at the shortest) does not keep it busy.
 */
const quietWindowMs = 400;

const sizes = {
  phone: {
    // Chrome on Android's user agent, so the app takes the phone for what it is.
    userAgent: devices['Pixel 7'].userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
} satisfies Record<string, BrowserContextOptions>;
type Size = keyof typeof sizes;
const languages = ['BN', 'EN'] as const;
type Language = (typeof languages)[number];

const sections = ['Routes', 'Member centre', 'Agent centre', 'Scenarios'] as const;
type Section = (typeof sections)[number];
interface Screen {
  section: Section;
  name: string;
  /** Path and QA parameters, without `seed` and `lang` (added to every shot). */
  url: string;
  /** Shows the announcement popup (SPEC 2.4), which every other shot has closed for the session. */
  announcements?: true;
}
interface Shot {
  screen: Screen;
  size: Size;
  lang: Language;
  url: string;
  file: string;
}
interface Result {
  shot: Shot;
  ms: number;
  /** Why the screen did not load; the picture, when there is one, shows where it stopped. */
  error?: string;
  pictured: boolean;
  /** Uncaught errors in the page: shown, but a screen that loads despite them is not a failure. */
  pageErrors: string[];
  /** What the picture shows that a reader should know: a page that scrolls sideways. */
  notes: string[];
}

const member = 'loginAs=demo01';
const agent = 'loginAs=agent01';

/**
 * Where a scenario shows what it sets up, when that is not the home page: the page its description
 * (docs/qa.md, scenarios/*.ts) is about. Agent scenarios open the agent centre, as agent01 unless the
 * scenario logs someone in itself. Every other scenario is shown on `/`.
 */
const scenarioPages: Record<string, string> = {
  agent: '/agentHome',
  'agent-contract-offer': '/agentHome?acPage=agentDailyWages2',
  'contract-lower-rate-cancels': `/agentHome?${agent}&acPage=agentDailyWages2`,
  'agent-policy-off': `/agentHome?${agent}`,
  'agent-no-payment-password': `/agentHome?${agent}&acPage=downlineManagmentView`,
  'frozen-downline': `/agentHome?${agent}&acPage=downlineManagmentView`,
  'captcha-required': '/login',
  'sms-login': '/login',
  'mobile-register': '/register',
  'minimum-age-21': '/register',
  'affiliate-invalid': '/register?affiliateCode=BETBD',
  'money-in-flight': `/?${member}&mcPage=withdraw`,
  'forced-receipt-refund': `/?${member}&mcPage=withdraw`,
  'full-payment-status': `/?${member}&mcPage=withdraw`,
  'short-confirmation': `/?${member}&mcPage=withdraw`,
  'no-payment-password': `/?${member}&mcPage=withdraw`,
  'single-wallet': `/?${member}&mcPage=transferFund`,
  'busy-member': `/?${member}&mcPage=messageV2`,
  'no-promotions': '/promotions',
  'applications-rejected': `/?${member}&mcPage=referral`,
  'points-mall-off': `/pointMall?${member}`,
  'huge-lobby': '/rng',
};
const unknownScenarios = Object.keys(scenarioPages).filter((id) => !scenarios.some((s) => s.id === id));
if (unknownScenarios.length) {
  // A renamed or removed scenario: say so rather than show it nowhere.
  throw new Error(`scripts/screenshots.ts names scenarios that do not exist: ${unknownScenarios.join(', ')}`);
}

/** Adds parameters to a path that may have a query already. */
const withParams = (path: string, params: string) => `${path}${path.includes('?') ? '&' : '?'}${params}`;

/**
 * The screens of the every-screen check (e2e/screens.ts: SPEC 2.1's routes with the account that
 * can see them, every member-centre and agent-centre page), then every scenario. The home page is
 * the one shot with the announcement popup a first visit opens; everywhere else it would hide the
 * page. The check's system pages are scenarios here.
 */
const everyScreen: Screen[] = [
  ...checkedScreens
    .filter((screen) => screen.session !== 'own')
    .map(({ section, name, url }) => ({
      section: section as Section,
      name,
      url,
      ...(url === '/' ? { announcements: true as const } : {}),
    })),
  ...scenarios.map(({ id }): Screen => ({
    section: 'Scenarios',
    name: id,
    url: withParams(scenarioPages[id] ?? '/', `scenario=${id}`),
  })),
];

/** `--name=a,b` or `--name a,b`; `--flag` alone is true. */
function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const [, value] = args[i].split(/=(.*)/s);
  return value ?? (args[i + 1]?.startsWith('--') ? '' : (args[i + 1] ?? ''));
}
function listOption<T extends string>(name: string, allowed: readonly T[]): T[] {
  const value = option(name);
  if (!value) return [...allowed];
  const chosen = value.split(',').map((v) => v.trim());
  const wrong = chosen.filter((v) => !(allowed as readonly string[]).includes(v));
  if (wrong.length)
    throw new Error(`--${name}: unknown ${wrong.join(', ')} (choose from ${allowed.join(', ')})`);
  return chosen as T[];
}

const slug = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

function planShots(): Shot[] {
  const only = option('only')?.toLowerCase();
  const chosenSizes = listOption('sizes', Object.keys(sizes) as Size[]);
  const chosenLangs = listOption('langs', languages);
  const screens = everyScreen.filter(
    (s) => !only || s.name.toLowerCase().includes(only) || s.url.toLowerCase().includes(only),
  );
  return screens.flatMap((screen) =>
    chosenSizes.flatMap((size) =>
      chosenLangs.map((lang) => ({
        screen,
        size,
        lang,
        url: withParams(screen.url, `seed=1&lang=${lang}`),
        file: `shots/${slug(`${screen.section} ${screen.name}`)}.${size}.${lang}.jpg`,
      })),
    ),
  );
}

function buildIfNeeded() {
  if (existsSync('dist/index.html') && option('build') === undefined) return;
  console.log('Building the mock app into dist/ …');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `vite preview` of dist/, in its own process group so that killing it also ends the vite under npx. */
async function serve(): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', 'dist', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`vite preview exited (${code}) before answering`))),
  );
  const answered = (async () => {
    for (;;) {
      try {
        if ((await fetch(base)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`vite preview did not answer on ${base} within 30 s`)), 30_000).unref(),
  );
  try {
    await Promise.race([answered, exited, timeout]);
  } catch (error) {
    stop(server);
    throw error;
  }
  return { base, server };
}

function stop(server: ChildProcess | undefined) {
  if (!server?.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** The page's requests (calls answered by the mock world's service worker, chunks, pictures). */
function trackRequests(page: Page) {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  /** How long the network has been quiet, in ms: 0 while a request is in flight. */
  return { quietMs: () => (pending.size ? 0 : Date.now() - lastActivity) };
}

/** A timer that does not keep the script alive on its own. */
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * True when the screen shows what a player waits for: the app has rendered, no loader is showing
 * (the boot spinner, the route bar, a section's "Loading…"; every loader of the app is a status whose
 * text ends in "…", in both languages) and every picture is in. Runs in the page.
 */
function screenSettled(mustShow: string | null): boolean {
  const root = document.getElementById('root');
  if (!root?.childElementCount) return false;
  if (mustShow && !document.querySelector(mustShow)) return false;
  // aria-busy: a popup's part still loading (src/components/modal.tsx).
  if (document.querySelector('.full-page-loader, .route-loader, .state--loading, [aria-busy="true"]')) {
    return false;
  }
  const statuses = [...document.querySelectorAll('[role="status"]')];
  if (statuses.some((el) => (el.textContent ?? '').trim().endsWith('…'))) return false;
  // A full-page picture shows what a player scrolling down would see, so pictures below the fold
  // are loaded too rather than left as blanks.
  for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
  return [...document.images].every((img) => img.complete);
}

/** The app's crash and chunk-failure screens (src/app/error-boundary.tsx, route-error.tsx). */
const crashText = (page: Page) =>
  page.evaluate(() => document.querySelector('.page--error')?.textContent?.trim() ?? null);

async function settle(
  page: Page,
  requests: ReturnType<typeof trackRequests>,
  deadline: number,
  mustShow: string | null,
) {
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(await notSettled(page, requests, mustShow));
    try {
      await page.waitForFunction(screenSettled, mustShow, { polling: 'raf', timeout: left });
    } catch {
      throw new Error(await notSettled(page, requests, mustShow));
    }
    const quiet = requests.quietMs();
    if (quiet < quietWindowMs) {
      // While a request is in flight, look again shortly; else when the window would be over.
      await delay(Math.min(left, quiet ? quietWindowMs - quiet : 50));
      continue;
    }
    // Text is laid out again when the fonts arrive; two frames later it is painted.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    // A request started or a loader came back during those frames: not settled yet.
    if (requests.quietMs() >= quietWindowMs && (await page.evaluate(screenSettled, mustShow))) return;
  }
}

/** Why a screen is not settled, for the gallery: what is still loading. */
async function notSettled(page: Page, requests: ReturnType<typeof trackRequests>, mustShow: string | null) {
  const showing = await page
    .evaluate((selector) => {
      if (selector && !document.querySelector(selector)) return `${selector} never showed`;
      const loader = document.querySelector(
        '.full-page-loader, .route-loader, .state--loading, [aria-busy="true"], [role="status"]',
      );
      const text = loader?.textContent?.trim();
      return loader
        ? `a loader still shows (${loader.className || loader.tagName}${text ? `: "${text}"` : ''})`
        : '';
    }, mustShow)
    .catch(() => 'the page is gone');
  const busy = requests.quietMs() ? '' : 'requests still in flight';
  const why = [showing, busy].filter(Boolean).join('; ');
  return `did not settle within ${screenTimeoutMs / 1000} s${why ? `: ${why}` : ''}`;
}

/**
 * How much of the open modal's content is scrolled out of sight, in px; null when no modal is open.
 * Runs in the page.
 */
function modalOverflow(): number | null {
  const dialog = document.querySelector('dialog:modal');
  if (!dialog) return null;
  let hidden = 0;
  for (const el of [dialog, ...dialog.querySelectorAll('*')]) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll')
      hidden = Math.max(hidden, el.scrollHeight - el.clientHeight);
  }
  return hidden;
}

/** SPEC 4.7's session flags: this tab has closed the announcement popup, as a visitor and as a member. */
function announcementsClosed() {
  try {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  } catch {
    // a frame without storage
  }
}

async function takeShot(browser: Browser, base: string, shot: Shot): Promise<Result> {
  const started = Date.now();
  const pageErrors: string[] = [];
  const notes: string[] = [];
  let pictured = false;
  // A fresh context for every shot: the session, the language and the QA parameters are kept in the
  // browser's storage, and one screen's login must not leak into the next.
  const context = await browser.newContext({ ...sizes[shot.size], colorScheme: 'light' });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The popup a first visit opens would hide most screens; the home page's shot shows it.
    const mustShow = shot.screen.announcements ? 'dialog.announcements[open]' : null;
    if (!mustShow) await page.addInitScript(announcementsClosed);
    const requests = trackRequests(page);
    const deadline = started + screenTimeoutMs;
    let error: string | undefined;
    let modal: number | null = null;
    try {
      const response = await page.goto(base + shot.url, { timeout: screenTimeoutMs });
      if (response && !response.ok()) throw new Error(`HTTP ${response.status()} for the page`);
      await settle(page, requests, deadline, mustShow);
      const crash = await crashText(page);
      if (crash) throw new Error(`the app's error screen: ${crash}`);
      const { pageWidth, windowWidth } = await page.evaluate(() => ({
        pageWidth: document.documentElement.scrollWidth,
        windowWidth: document.documentElement.clientWidth,
      }));
      if (pageWidth > windowWidth + 1) {
        notes.push(`The page scrolls sideways: ${pageWidth} px wide in a ${windowWidth} px window.`);
      }
      // A modal locks the page and scrolls inside itself: the window grows until all of it shows,
      // as a full-page picture does for a page.
      modal = await page.evaluate(modalOverflow);
      for (let i = 0; modal && modal > 1 && i < 3; i += 1) {
        const { width, height } = page.viewportSize()!;
        await page.setViewportSize({ width, height: Math.min(maxShotHeight, height + modal) });
        await settle(page, requests, deadline, mustShow);
        modal = await page.evaluate(modalOverflow);
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
    }
    try {
      // Also after a failure: the picture shows where the screen stopped.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const { width } = page.viewportSize()!;
      await page.screenshot({
        path: join(galleryDir, shot.file),
        fullPage: modal === null,
        clip:
          modal === null && height > maxShotHeight ? { x: 0, y: 0, width, height: maxShotHeight } : undefined,
        type: 'jpeg',
        quality: 70,
        animations: 'disabled',
        caret: 'hide',
        timeout: 30_000,
      });
      pictured = true;
    } catch (caught) {
      const message = caught instanceof Error ? caught.message.split('\n')[0] : String(caught);
      error ??= `no picture: ${message}`;
    }
    return { shot, ms: Date.now() - started, error, pictured, pageErrors, notes };
  } finally {
    await context.close();
  }
}

/** The shot's anchor in the gallery. */
const shotId = (shot: Shot) => shot.file.replace(/^shots\/|\.jpg$/g, '');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function galleryHtml(results: Result[], totalSeconds: number): string {
  const failed = results.filter((r) => r.error);
  const figure = (r: Result) => {
    const { shot } = r;
    const label = `${shot.screen.name}, ${shot.size}, ${shot.lang}`;
    const picture = r.pictured
      ? `<a href="${escapeHtml(shot.file)}"><img loading="lazy" src="${escapeHtml(shot.file)}" alt="${escapeHtml(
          `Screenshot: ${label}${r.error ? ' (where it stopped)' : ''}`,
        )}"></a>`
      : '<p class="none">No picture.</p>';
    const errors = [
      r.error ? `<p class="error"><strong>Failed:</strong> ${escapeHtml(r.error)}</p>` : '',
      ...r.notes.map((note) => `<p class="note">${escapeHtml(note)}</p>`),
      r.pageErrors.length
        ? `<details><summary>${r.pageErrors.length} uncaught error(s) in the page</summary><pre>${escapeHtml(
            r.pageErrors.join('\n'),
          )}</pre></details>`
        : '',
    ].join('');
    return `<figure class="shot size-${shot.size} lang-${shot.lang}${r.error ? ' failed' : ''}" id="${shotId(shot)}">${picture}<figcaption><code>${escapeHtml(shot.url)}</code>
<span>${shot.size === 'phone' ? 'Phone 390 × 844' : 'Desktop 1366 × 768'} · ${shot.lang} · ${(r.ms / 1000).toFixed(1)} s</span>${errors}</figcaption></figure>`;
  };
  const body = sections
    .map((section) => {
      const screens = [
        ...new Set(results.filter((r) => r.shot.screen.section === section).map((r) => r.shot.screen)),
      ];
      if (!screens.length) return '';
      const groups = screens
        .map(
          (screen) =>
            `<section class="screen"><h3>${escapeHtml(screen.name)}</h3><div class="shots">${results
              .filter((r) => r.shot.screen === screen)
              .map(figure)
              .join('\n')}</div></section>`,
        )
        .join('\n');
      return `<section aria-labelledby="${slug(section)}"><h2 id="${slug(section)}">${section}</h2>${groups}</section>`;
    })
    .join('\n');
  const failures = failed.length
    ? `<div class="failures" role="alert"><h2>${failed.length} failed</h2><ul>${failed
        .map(
          (r) =>
            `<li><a href="#${shotId(r.shot)}">${escapeHtml(
              `${r.shot.screen.name} (${r.shot.size}, ${r.shot.lang})`,
            )}</a>: ${escapeHtml(r.error ?? '')}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  const noted = results.filter((r) => r.notes.length);
  const notes = noted.length
    ? `<div class="notes"><h2>${noted.length} with notes</h2><ul>${noted
        .map(
          (r) =>
            `<li><a href="#${shotId(r.shot)}">${escapeHtml(
              `${r.shot.screen.name} (${r.shot.size}, ${r.shot.lang})`,
            )}</a>: ${escapeHtml(r.notes.join(' '))}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  const checkbox = (kind: string, value: string, label: string) =>
    `<label><input type="checkbox" data-hide="${kind}-${value}" checked> ${label}</label>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screen gallery – BetBangla mock mode</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0 1.5rem 3rem; color: #1b1b1f; background: #f6f6f8; }
  h1 { margin: 1.2rem 0 0.3rem; } h2 { margin-top: 2.5rem; border-bottom: 2px solid #ccd; } h3 { margin: 1.5rem 0 0.5rem; }
  .meta { color: #555; margin: 0; }
  .bar { position: sticky; top: 0; z-index: 1; background: #f6f6f8; padding: 0.6rem 0; display: flex; flex-wrap: wrap; gap: 0.4rem 1.5rem; align-items: center; border-bottom: 1px solid #dde; }
  .bar fieldset { border: 0; padding: 0; margin: 0; display: flex; gap: 0.8rem; }
  .bar legend { float: left; font-weight: 600; margin-right: 0.6rem; }
  .bar label { cursor: pointer; padding: 0.2rem 0; }
  .shots { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
  figure { margin: 0; background: #fff; border: 1px solid #dde; border-radius: 6px; padding: 0.5rem; }
  figure.size-phone { width: 240px; } figure.size-desktop { width: 420px; }
  figure img { display: block; width: 100%; max-height: 520px; object-fit: cover; object-position: top; border: 1px solid #eee; }
  figcaption { font-size: 13px; margin-top: 0.4rem; overflow-wrap: anywhere; }
  figcaption span { display: block; color: #555; }
  figure.failed { border: 2px solid #b00020; }
  .error, .failures { color: #8a0018; }
  .note { color: #7a4b00; }
  .failures { background: #fde8ec; border: 1px solid #b00020; border-radius: 6px; padding: 0 1rem 0.5rem; margin-top: 1rem; }
  .notes { background: #fff6e0; border: 1px solid #c98a00; border-radius: 6px; padding: 0 1rem 0.5rem; margin-top: 1rem; }
  .failures h2, .notes h2 { border: 0; margin-top: 0.8rem; }
  pre { white-space: pre-wrap; font-size: 12px; }
  a { color: #1a4fd0; }
  body.hide-size-phone .size-phone, body.hide-size-desktop .size-desktop,
  body.hide-lang-BN .lang-BN, body.hide-lang-EN .lang-EN { display: none; }
</style>
</head>
<body>
<header>
<h1>Screen gallery</h1>
<p class="meta">The mock build, seed 1, made ${escapeHtml(new Date().toISOString().replace('T', ' ').slice(0, 16))} UTC: ${
    results.length
  } pictures in ${Math.round(totalSeconds)} s, ${failed.length} failed. Each picture is the whole page; select one for full size.</p>
<nav aria-label="Sections"><ul>${sections.map((s) => `<li><a href="#${slug(s)}">${s}</a></li>`).join('')}</ul></nav>
</header>
<div class="bar">
<fieldset><legend>Size</legend>${checkbox('size', 'phone', 'Phone')}${checkbox('size', 'desktop', 'Desktop')}</fieldset>
<fieldset><legend>Language</legend>${checkbox('lang', 'BN', 'BN')}${checkbox('lang', 'EN', 'EN')}</fieldset>
</div>
<main>
${failures}
${notes}
${body}
</main>
<script>
  for (const box of document.querySelectorAll('input[data-hide]')) {
    box.addEventListener('change', () => document.body.classList.toggle('hide-' + box.dataset.hide, !box.checked));
  }
</script>
</body>
</html>
`;
}

async function main() {
  const runStarted = Date.now();
  const shots = planShots();
  if (!shots.length) throw new Error('no screen matches --only');
  buildIfNeeded();
  // Only this run's pictures: the page lists what was just made, so nothing stale is left beside it.
  rmSync(galleryDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });

  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  const onSignal = () => {
    stop(server);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const served = await serve();
    server = served.server;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    console.log(`${shots.length} pictures, ${parallel} at a time, from ${served.base}`);

    const results: Result[] = new Array(shots.length);
    let next = 0;
    let finished = 0;
    const worker = async () => {
      while (next < shots.length) {
        const index = next++;
        const result = await takeShot(browser!, served.base, shots[index]);
        results[index] = result;
        finished += 1;
        const { shot } = result;
        const remarks = [result.error, ...result.notes].filter(Boolean).join(' ');
        console.log(
          `${result.error ? '✗' : '✓'} [${finished}/${shots.length}] ${shot.size} ${shot.lang} ${shot.url} (${(result.ms / 1000).toFixed(1)} s)${remarks ? ` — ${remarks}` : ''}`,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, shots.length) }, worker));

    const totalSeconds = (Date.now() - runStarted) / 1000;
    writeFileSync(join(galleryDir, 'index.html'), galleryHtml(results, totalSeconds));
    const failed = results.filter((r) => r.error);
    console.log(
      `\n${results.length - failed.length} of ${results.length} screens loaded in ${totalSeconds.toFixed(0)} s: ${join(galleryDir, 'index.html')}`,
    );
    if (failed.length) {
      console.log(`✗ ${failed.length} failed:`);
      for (const r of failed) console.log(`  ${r.shot.size} ${r.shot.lang} ${r.shot.url}: ${r.error}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    stop(server);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
