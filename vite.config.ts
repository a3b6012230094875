import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption, Rolldown } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { apiPrefixes, inlineScriptHashes, securityHeaders } from './deploy/security-headers.mjs';
import { webApp } from './scripts/web-app-build.ts';

/** Where the HTTP mock server listens (npm run mock-server); a real-backend build is previewed against it. */
const mockServerPort = Number(process.env.MOCK_SERVER_PORT ?? 9090);

/**
 * A build that talks to a backend (`--mode real`, or any build given an API base)
 * never falls back to a mock value: without the API base or the merchant code it fails.
 */
function backendSettingsRequired(): Plugin {
  return {
    name: 'backend-settings-required',
    apply: 'build',
    configResolved({ mode, env }) {
      if (mode !== 'real' && !env.VITE_API_BASE_URL) return; // a mock build: the mock world answers
      const missing = ['VITE_API_BASE_URL', 'VITE_MERCHANT_CODE'].filter((name) => !env[name]?.trim());
      if (missing.length) {
        throw new Error(
          `a real-backend build needs ${missing.join(' and ')} (in .env.${mode} or the environment); ` +
            'it never falls back to mock values',
        );
      }
    },
  };
}

/**
 * Where a build's manifest goes: `.vite/manifests/<out dir name>.json` in the project (git-ignored),
 * never inside the build, so nothing deployed lists the bundle.
 * scripts/bundle-budget.mjs reads it there.
 */
const manifestPathFor = (root: string, outDir: string) =>
  resolve(root, '.vite', 'manifests', `${basename(outDir)}.json`);

/** Moves the manifest Vite writes to `<outDir>/.vite/` out of the build once the build is written. */
function manifestOutsideBuild(): Plugin {
  let outDir = 'dist';
  let target = '';
  return {
    name: 'manifest-outside-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      target = manifestPathFor(config.root, outDir);
    },
    writeBundle() {
      mkdirSync(dirname(target), { recursive: true });
      // A copy, not a rename: the build may be on another file system (--outDir /tmp/…).
      copyFileSync(join(outDir, '.vite', 'manifest.json'), target);
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

/**
 * The early start (src/early-start.ts) is an entry of its own, loaded from the head with `async`, so
 * it runs as soon as it arrives (Vite would merge a second module script of index.html into the
 * app's entry, which waits for all of them).
 *
 * In a build it also starts the app: the page's HTML names the app's entry and the files it imports
 * (`#app-start`) instead of loading them itself, so that on the home page the framework's download
 * does not compete with the first banner's (browser/first-picture.ts); the early start asks for them
 * once that picture is painted, at once on any other page (docs/performance.md says what was
 * measured). The development server keeps index.html's own script.
 */
const EARLY_START = 'src/early-start.ts';
function earlyStartEntry(): Plugin {
  return {
    name: 'early-start-entry',
    config: () => ({
      build: {
        rolldownOptions: { input: { index: resolve('index.html'), 'early-start': resolve(EARLY_START) } },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, server, chunk: entry }) {
        // After the referrer meta: fetched before it, a login link's ?token= would go out in this
        // script's Referer.
        const earlyStart = (src: string) => ({
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src },
          injectTo: 'head' as const,
        });
        if (server || !bundle || !entry) return [earlyStart(`/${EARLY_START}`)];
        const chunk = Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && output.isEntry && output.name === 'early-start',
        );
        if (!chunk) throw new Error('the early start entry is missing from the build');
        // The entry's static imports, all of them, so that nothing waits on the file that imports it;
        // each after its own imports, the order the early start runs them in (browser/app-start.ts).
        const preload = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (output?.type !== 'chunk') return;
          for (const imported of output.imports) {
            if (preload.has(imported)) continue;
            visit(imported);
            preload.add(imported);
          }
        };
        visit(entry.fileName);
        // A mock build: the mock world's start (src/qa/start-mock-mode.tsx) and every file it imports
        // are asked for beside the app's, so the world starts as soon as the app asks for it rather
        // than two rounds of downloads later. A real-backend build has no such chunk.
        const mockStart = Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' &&
            /[\\/]src[\\/]qa[\\/]start-mock-mode\.tsx$/.test(output.facadeModuleId ?? ''),
        );
        const mockFiles = new Set<string>();
        if (mockStart) {
          const before = new Set(preload);
          visit(mockStart.fileName);
          for (const file of [...preload, mockStart.fileName]) if (!before.has(file)) mockFiles.add(file);
          for (const file of mockFiles) preload.delete(file);
        }
        const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(entryTag)) throw new Error(`index.html has no ${entryTag}`);
        const appStart = { entry: `/${entry.fileName}`, preload: [...preload].map((file) => `/${file}`) };
        return {
          html: html.replace(entryTag, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
          tags: [
            earlyStart(`/${chunk.fileName}`),
            // What the early start imports, fetched beside it rather than after it.
            ...chunk.imports.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
            // After the app's own files, which the early start asks for at a higher priority.
            ...[...mockFiles].map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
              injectTo: 'head' as const,
            })),
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'app-start' },
              children: JSON.stringify(appStart),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

/**
 * A build ships the text catalogues (src/i18n/locales/<language>/<namespace>.json) as plain JSON
 * files in one folder named after their content, `/assets/i18n-<hash>/<language>/<namespace>.json`,
 * so the client finds any of them from that one name (`import.meta.env.CATALOGUE_DIR`) with no list of hashed
 * files in its JavaScript, and a deploy that changes a text gives every catalogue a new address.
 * The development server and the tests import the catalogues as modules (src/i18n/catalogues.ts).
 */
function catalogueFiles(): Plugin {
  const root = resolve('src/i18n/locales');
  const files = readdirSync(root).flatMap((language) =>
    readdirSync(join(root, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({
        path: `${language}/${file}`,
        // Minified: the files are read by JSON.parse only.
        text: JSON.stringify(JSON.parse(readFileSync(join(root, language, file), 'utf8'))),
      })),
  );
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\n${file.text}\n`);
  const folder = `assets/i18n-${hash.digest('hex').slice(0, 10)}`;
  return {
    name: 'catalogue-files',
    config: () => ({ define: { 'import.meta.env.CATALOGUE_DIR': JSON.stringify(`/${folder}`) } }),
    generateBundle() {
      for (const file of files)
        this.emitFile({ type: 'asset', fileName: `${folder}/${file.path}`, source: file.text });
    },
  };
}

/**
 * The production headers (deploy/security-headers.mjs) on `vite preview` too: the real build's as
 * nginx sends them, and the mock build's with its service worker (MSW) and the `default` policy its
 * registration passes (mocks/browser.ts), so every journey runs under the policy. The theme
 * script's hash comes from index.html, whose inline script the build copies as it is.
 */
function previewHeaders(mode: string): Record<string, string> {
  const scriptHashes = inlineScriptHashes(readFileSync(resolve('index.html'), 'utf8'));
  return securityHeaders({ scriptHashes, mockWorker: mode !== 'real' });
}

/**
 * `npm run budget -- --explain` builds once more with BUNDLE_EXPLAIN set to a file: rollup-plugin-visualizer
 * writes each chunk's modules with their rendered and gzip sizes there, which scripts/bundle-explain.mjs
 * reads. Never part of a normal build.
 */
function bundleExplain(): PluginOption {
  const file = process.env.BUNDLE_EXPLAIN;
  return file
    ? visualizer({ filename: file, template: 'raw-data', gzipSize: true, sourcemap: true })
    : undefined;
}

/**
 * The frame's own modules, which the entry imports at the start (router, layout, header, nav, side
 * menu, home page, the system gate…): they join the `app` chunk, so the start's app code is one gzip
 * stream, a few hundred bytes smaller than two. The budget script (npm run budget) shows when one
 * of them leaves the start.
 */
const frameModules = [
  'machines/system-status.machine.ts',
  'src/api/contracts/vendor-categories.ts',
  'src/app/app.tsx',
  'src/app/error-boundary.tsx',
  'src/app/full-page-loader.tsx',
  'src/app/layouts/main-layout.tsx',
  'src/app/layouts/route-loader.tsx',
  'src/app/layouts/use-scroll-on-route-change.ts',
  'src/app/nest.tsx',
  'src/app/providers/favourites-context.ts',
  'src/app/providers/favourites.tsx',
  'src/app/providers/system-status.tsx',
  'src/app/providers/use-session.ts',
  'src/app/providers/use-site-actions.ts',
  'src/app/providers/use-vendor-categories.ts',
  'src/app/route-error.tsx',
  'src/app/route-guards.ts',
  'src/app/router.tsx',
  'src/app/routing/screen-group.ts',
  'src/app/system-gate.tsx',
  'src/app/token-handover-gate.tsx',
  'src/browser/lobby-return.ts',
  'src/browser/theme.ts',
  'src/browser/token-handover.ts',
  'src/browser/use-media-query.ts',
  'src/components/language-select.tsx',
  'src/components/theme-toggle.tsx',
  'src/components/use-current-in-view.ts',
  'src/components/use-theme.ts',
  'src/features/lobby/home-page.tsx',
  'src/features/shell/header.tsx',
  'src/features/shell/nav-bar.tsx',
  'src/features/shell/side-menu.tsx',
  'src/kits/customer-service/chat-guard.ts',
  'src/lib/member-centre-link.ts',
  'src/lib/preload-reload.ts',
  'src/lib/vendors.ts',
];
const frameModule = new RegExp(
  `[\\\\/](${frameModules.map((path) => path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})$`,
);

/** The app's shared modules the first page needs (the `app` group below says why). */
const appModule =
  /[\\/]src[\\/](api[\\/](config|client|index|errors|system|game-menu|session|from-call)\.ts|api[\\/]contracts[\\/](call|wire|register-settings|system|game-menu|session|member)\.ts|app[\\/](providers[\\/](site-data|session|popups)|routing[\\/]navigation)\.tsx?|lib[\\/](with-timeout|one-click|refusal-keys)\.ts|browser[\\/](session-store|app-events|one-click|human-verification)\.ts|i18n[\\/]index\.ts|components[\\/](page-state|preloadable-part)\.tsx|features[\\/]lobby[\\/]first-screen\.tsx)$|[\\/]machines[\\/](loader|session)\.machine\.ts$/;

/** The chunks of the entry's static imports (the code-splitting groups below, and rolldown's runtime). */
const startupChunk = /^assets\/(framework|app|start|rolldown-runtime)-[\w-]+\.js$/;

/** Unit tests that need a DOM: the views' tests and the browser code (src/browser). */
const domTests = [
  'src/**/*.test.tsx',
  'src/features/**/*.test.ts',
  'src/components/**/*.test.ts',
  'src/kits/**/*.test.ts',
  'src/app/providers/help-section.test.ts',
  'src/browser/**/*.test.ts',
  'src/api/session-expiry.test.ts',
];

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    backendSettingsRequired(),
    manifestOutsideBuild(),
    earlyStartEntry(),
    catalogueFiles(),
    bundleExplain(),
    webApp(mode),
  ],
  // public/ is MSW's worker directory (package.json `msw.workerDirectory`), mock-only by definition:
  // a real build copies none of it (no mockServiceWorker.js in dist-real).
  publicDir: mode === 'real' ? false : 'public',
  resolve: {
    // @xstate/react imports the React 17 shim of useSyncExternalStore; React 19 has it built in, so
    // the shim's copy of the hook stays out of the first page's bundle.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      // React Router publishes a production build beside the development one, but its package exports
      // only the latter (whose warnings stay in a minified bundle); a build takes the production one.
      ...(mode === 'test'
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            },
          ]),
      // The browser's mock build gets a cookie jar that keeps nothing (see the stub for
      // why that is safe); Vitest and the HTTP mock server (Node) keep the real package.
      ...(mode === 'test'
        ? []
        : [
            {
              find: /^tough-cookie$/,
              replacement: resolve(import.meta.dirname, 'mocks/tough-cookie-stub.ts'),
            },
          ]),
    ],
  },
  build: {
    // The budget script reads the manifest to know what the home route loads (kept out of the build
    // by manifestOutsideBuild).
    manifest: true,
    // The analyser (bundleExplain) measures each module's minified bytes through the source maps.
    sourcemap: Boolean(process.env.BUNDLE_EXPLAIN),
    target: 'es2022',
    // Every browser the players use preloads modules itself (Chrome 66+, Safari 17+); an older
    // Safari only loads chunks a moment later without it. Not shipping the polyfill saves its bytes.
    modulePreload: {
      polyfill: false,
      // The chunks the entry imports statically are in before any lazy part is asked for: naming them
      // again in every lazy import's list of files to preload only adds bytes to the first chunks.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !startupChunk.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // A lazy chunk, and a lazy part's style sheet, is named by its hash alone, at the shortest
        // length the bundler allows: the first chunks list every lazy chunk's files (and its
        // imports') to preload it, over a hundred names. The shared groups keep their names.
        chunkFileNames: ({ name }) =>
          ['framework', 'app', 'start', 'rolldown-runtime'].includes(name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash:7].js',
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        // The libraries every page needs go in one chunk: one request, and gzip does better on one
        // file than on many small ones. Libraries used only somewhere (keen-slider, qrcode,
        // crypto-js, the virtual list…) are not matched and stay with the pages that load them.
        codeSplitting: {
          groups: [
            {
              // What the early start (src/early-start.ts) needs, and nothing else: small
              // modules with no library, so it runs before the framework chunk has arrived.
              name: 'start',
              priority: 20,
              test: /[\\/]src[\\/](api[\\/](config|early-calls|early-requests|platform-headers|search-params)\.ts|api[\\/]contracts[\\/](start-calls|wire)\.ts|lib[\\/](start-language|routes|media-queries)\.ts|browser[\\/](session-store|first-picture)\.ts|app[\\/]boot-failure\.ts|i18n[\\/]catalogues\.ts)$/,
            },
            {
              // The app's own modules that the first page needs and lazy pages share (API client,
              // contracts of the start-up calls, session, site data…): one chunk instead of a dozen
              // small ones, each costing a request and gzip overhead. Only modules the home route
              // loads anyway belong here (the budget script measures it), so nothing is loaded earlier.
              name: 'app',
              priority: 5,
              test: (id: string) => appModule.test(id) || frameModule.test(id),
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
    headers: previewHeaders(mode),
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
          // One module registry a worker, not one a file: the files import the same contracts and
          // world, and importing them again for each file was half of this project's time. What a
          // file may leave behind (stubbed globals and env, a faked clock) is undone after it.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          setupFiles: ['./src/test/logic-setup.ts'],
          include: [
            'src/**/*.test.ts',
            'machines/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scenarios/**/*.test.ts',
            'deploy/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: domTests,
        },
      },
    ],
  },
}));
