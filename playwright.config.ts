import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the scripts; typed by use
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * e2e journeys against the built app: `mock` runs the mock build (dist, MSW in the page); `real`
 * runs the real-backend build (dist-real) with its API paths proxied to the HTTP mock server.
 * Build first (`npm run build`); `npm test` does it all in order.
 */
const mockPort = 4173;
const realPort = 4174;
const mockServerPort = 9090;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath as string, args: chromiumArgs as string[] },
    trace: 'retain-on-failure',
    locale: 'bn-BD',
  },
  projects: [
    { name: 'mock', testIgnore: /real-backend\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${mockPort}` } },
    { name: 'real', testMatch: /real-backend\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${realPort}` } },
  ],
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${mockPort} --strictPort`,
      url: `http://127.0.0.1:${mockPort}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx tsx mocks/http-server.ts --port ${mockServerPort}`,
      url: `http://127.0.0.1:${mockServerPort}/wps/system/status`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx vite preview --mode real --outDir dist-real --host 127.0.0.1 --port ${realPort} --strictPort`,
      url: `http://127.0.0.1:${realPort}`,
      reuseExistingServer: !process.env.CI,
      env: { MOCK_SERVER_PORT: String(mockServerPort) },
    },
  ],
});
