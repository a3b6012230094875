import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
// @ts-expect-error plain ESM helper shared with the scripts; typed by use
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
// @ts-expect-error plain ESM helper shared with the scripts; typed by use
import { stopStaleServers } from './scripts/e2e-server.mjs';

/**
 * e2e journeys against the built app: `mock` runs the mock build (dist, MSW in the page); `real`
 * runs the real-backend build (dist-real) behind nginx, its API paths proxied to the HTTP mock server.
 * Both are served with the production security headers, and every journey fails on a policy
 * violation (`test` of e2e/support.ts). Build first (`npm run build`); `npm test` does it all in order.
 */
// Overridable so two checkouts (or two people on one machine) can run journeys side by side:
// E2E_PORT_OFFSET shifts every port, E2E_MOCK_DIST names the mock build, E2E_MOCK_ONLY=1 starts only it.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const mockPort = 4173 + offset;
const realPort = 4174 + offset;
const mockServerPort = 9090 + offset;
const mockDist = process.env.E2E_MOCK_DIST ?? 'dist';
const mockOnly = process.env.E2E_MOCK_ONLY === '1';

// The runner (not its workers, which load this file too) first stops what a killed run of this
// checkout left on the test ports, then lets its servers name it as the run they belong to
// (scripts/e2e-server.mjs).
if (!process.env.TEST_WORKER_INDEX) {
  (stopStaleServers as (ports: number[]) => void)([mockPort, realPort, mockServerPort]);
  process.env.E2E_RUNNER_PID = String(process.pid);
}
/** A server command under the wrapper that notes it for the next run's clean-up. */
const owned = (port: number, command: string) => `node scripts/e2e-server.mjs ${port} -- ${command}`;

/**
 * The HTTP mock server and the real-backend build served as in production (the `real` project):
 * nginx in the foreground with the production config and headers (deploy/nginx.mjs), proxying the
 * API paths to the HTTP mock server. nginx comes from `npm run setup:server`.
 */
const realServers = [
  {
    command: owned(mockServerPort, `npx tsx mocks/http-server.ts --port ${mockServerPort}`),
    url: `http://127.0.0.1:${mockServerPort}/wps/system/status`,
    reuseExistingServer: !process.env.CI,
  },
  {
    command: owned(
      realPort,
      `node scripts/serve-real.mjs --port ${realPort} --backend http://127.0.0.1:${mockServerPort}`,
    ),
    url: `http://127.0.0.1:${realPort}`,
    reuseExistingServer: !process.env.CI,
    // serve-real stops nginx and removes its scratch folder on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  },
];

/** A mid-range Android phone, the players' usual device: touch, Chrome's mobile user agent, 390 × 844. */
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: devices['Pixel 7'].userAgent,
};

export default defineConfig({
  testDir: 'e2e',
  // Each side-by-side run keeps its own artifacts (a run empties its output folder first).
  outputDir: offset ? `test-results-${offset}` : 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  // A journey that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  // One worker per core: each runs its own Chromium, which keeps a core busy while a page works.
  workers: availableParallelism(),
  // Journeys log in, open the member centre and wait for the mock back office: a minute each at most.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    // One renderer process for the browser: each journey's page runs in the one the last journey's
    // page left instead of a new one, which cost 11–13% more CPU on two cores (docs/testing.md).
    // A journey's pages stay isolated: storage, cookies and service workers belong to its context.
    launchOptions: {
      executablePath: chromiumPath as string,
      args: [...(chromiumArgs as string[]), '--renderer-process-limit=1'],
    },
    // A failed journey keeps its trace (actions, calls, console) and a screenshot of the end. Trace
    // screenshots and DOM snapshots are left out: taken at every step they made the suite 2.7 times
    // slower on two cores. `npx playwright test --trace on` records them when debugging.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    locale: 'bn-BD',
    // Journeys run as a player who asked for less motion: the lobby's moving parts (the hot games
    // slide every 1.2 s, SPEC 9; the marquee) otherwise keep Chromium painting in software all
    // through every journey over the lobby, which costs CPU the 2-core CI machine does not have.
    // The motion itself is checked as most players see it by the journeys that set
    // `reducedMotion: 'no-preference'`: every screen's layout, the lobby and the announcements.
    reducedMotion: 'reduce',
  },
  projects: [
    // A journey runs at one size. Those tagged @phone run on a phone: one or more for every
    // role (visitor, member, trial, agent) and the system pages, each beside desktop journeys of
    // the same screens; the rest run at a laptop's size. every-screen.spec.ts checks every screen
    // at both sizes; it sets its own, so it runs in `mock` alone.
    {
      name: 'mock',
      testIgnore: [
        /real-backend\.spec\.ts/,
        /security-headers\.spec\.ts/,
        /wire-tour\.spec\.ts/,
        /web-app\.spec\.ts/,
      ],
      grepInvert: /@phone/,
      use: { baseURL: `http://127.0.0.1:${mockPort}` },
    },
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: [
        /real-backend\.spec\.ts/,
        /every-screen\.spec\.ts/,
        /wire-tour\.spec\.ts/,
        /web-app\.spec\.ts/,
      ],
      use: { baseURL: `http://127.0.0.1:${mockPort}`, ...phone },
    },
    // The wire-protocol journeys run on both builds; the production headers and the web app
    // (its service worker, offline) are checked where nginx serves the real build.
    {
      name: 'real',
      testMatch: /(real-backend|platform-wire|security-headers|wire-tour|web-app)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${realPort}` },
    },
  ],
  webServer: [
    {
      command: owned(
        mockPort,
        `npx vite preview --outDir ${mockDist} --host 127.0.0.1 --port ${mockPort} --strictPort`,
      ),
      url: `http://127.0.0.1:${mockPort}`,
      reuseExistingServer: !process.env.CI,
    },
    ...(mockOnly ? [] : realServers),
  ],
});
