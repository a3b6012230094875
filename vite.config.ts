import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

/** Where the HTTP mock server listens (npm run mock-server); a real-backend build is previewed against it. */
const mockServerPort = Number(process.env.MOCK_SERVER_PORT ?? 9090);
// `/js` carries the platform's encryption script (src/api/contracts/wire.ts).
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/js'];
/** Unit tests that need a DOM: the views' tests, DOMPurify's sanitizer and the session store. */
const domTests = [
  'src/**/*.test.tsx',
  'src/features/**/*.test.ts',
  'src/lib/sanitize.test.ts',
  'src/lib/keep-focus-in-view.test.ts',
  'src/api/session-expiry.test.ts',
];

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // @xstate/react imports the React 17 shim of useSyncExternalStore; React 19 has it built in, so
    // the shim's copy of the hook stays out of the first page's bundle.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  build: {
    // The budget script reads the manifest to know what the home route loads.
    manifest: true,
    target: 'es2022',
    // Every browser the players use preloads modules itself (Chrome 66+, Safari 17+); an older
    // Safari only loads chunks a moment later without it. Not shipping the polyfill saves its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page needs go in one chunk: one request, and gzip does better on one
        // file than on many small ones. Libraries used only somewhere (keen-slider, qrcode,
        // crypto-js, the virtual list…) are not matched and stay with the pages that load them.
        codeSplitting: {
          groups: [
            {
              // The app's own modules that the first page needs and lazy pages share (API client,
              // contracts of the start-up calls, session, site data…): one chunk instead of a dozen
              // small ones, each costing a request and gzip overhead. Only modules the home route
              // loads anyway belong here (the budget script measures it), so nothing is loaded earlier.
              name: 'app',
              priority: 5,
              test: /[\\/]src[\\/](api[\\/](config|client|session-events|index|errors|system|games|session)\.ts|api[\\/]contracts[\\/](call|wire|register|system|games|session|member)\.ts|app[\\/]providers[\\/](from-call|site-data|session)\.tsx?|app[\\/](navigation|popups)\.tsx?|lib[\\/](session-store|with-timeout|one-click|human-verification|safe-link|phone-errors)\.ts|i18n[\\/]index\.ts|components[\\/]page-state\.tsx)$|[\\/]machines[\\/](loader|session)\.machine\.ts$/,
            },
            {
              name: 'framework',
              priority: 10,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|xstate|@xstate[\\/]react|i18next|react-i18next|ky|valibot|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  preview: {
    port: mode === 'real' ? 4174 : 4173,
    strictPort: true,
    // SPEC 7: the API paths go to the backend; here, to the HTTP mock server.
    proxy:
      mode === 'real'
        ? Object.fromEntries(apiPrefixes.map((p) => [p, `http://127.0.0.1:${mockServerPort}`]))
        : undefined,
  },
  test: {
    restoreMocks: true,
    // Journeys through the whole app wait for chunks; see src/test/setup.ts.
    testTimeout: 20_000,
    // Every core: Vitest's default leaves one idle, which on CI's two cores halves the run.
    maxWorkers: availableParallelism(),
    // Two environments: a DOM costs every test file about half a second to set up, and only the
    // tests of views (and of the sanitizer and the session store) need one.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          include: domTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'machines/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scenarios/**/*.test.ts',
          ],
          exclude: domTests,
        },
      },
    ],
  },
}));
