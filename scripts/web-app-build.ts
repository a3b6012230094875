/**
 * The real build as an installable web app (docs/deploying.md, "The service worker"):
 * - the service worker, src/sw/service-worker.ts, built by vite-plugin-pwa's `injectManifest`
 *   (bundled by Vite into one classic script, `service-worker.js`, with the build's file list
 *   written in). vite-plugin-pwa rather than workbox-build alone: it builds the worker with the
 *   same Vite as the app (TypeScript, the shared rules in src/sw) and runs workbox-build's
 *   injection after the app's files are written, which is what Vite 8's build needs;
 * - a web app manifest in each language, `manifest-bn.webmanifest` and `manifest-en.webmanifest`,
 *   with the brand's name from the text catalogues, the icons (deploy/web-app/) and the theme colour.
 *
 * The mock build has none of it: MSW's worker is the mock build's service worker.
 * `WEB_APP_WORKER_OFF=1 npm run build:real` builds the emergency worker instead, which removes itself
 * and every cache it made (vite-plugin-pwa's `selfDestroying`, Workbox's documented kill switch).
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { BuildFile } from '../src/sw/messages';
import { filesNeeded, readViteManifest, type ViteManifest } from './vite-manifest.mjs';

/** The theme colour (the light theme's accent, src/app/styles.css `--accent`). */
export const THEME_COLOUR = '#0b6b3a';
/** The icons, in deploy/web-app/, copied into the build as they are. */
const ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];
const LANGUAGES = [
  { code: 'bn', dir: 'bn' },
  { code: 'en', dir: 'en' },
] as const;

/**
 * The parts a visit with no network needs beyond the home page's start: the notices under the
 * header (offline, a new version) and the page a failed start shows, with its retry.
 */
const OFFLINE_PARTS = [
  'src/app/layouts/layout-notices.tsx',
  'src/app/layouts/web-app-notices.tsx',
  'src/features/system/start-error-page.tsx',
];

/**
 * The files the worker's install takes (its precache): the page, its entry and the early start with
 * their static imports and styles, the parts a visit with no network needs (`OFFLINE_PARTS`), and
 * both languages' common texts and notices. The rest of the build follows after the install (the warm-up).
 */
export function startFiles(manifest: ViteManifest): Set<string> {
  const early = Object.keys(manifest).find((key) => key.endsWith('src/early-start.ts'));
  if (!early) throw new Error('the build has no early start (src/early-start.ts)');
  return new Set(['index.html', ...filesNeeded(manifest, ['index.html', early, ...OFFLINE_PARTS])]);
}

/** Marks the start files in the worker's list, and each language's common texts and notices. */
export function markStartFiles<Entry extends BuildFile>(entries: Entry[], start: Set<string>): Entry[] {
  return entries.map((entry) => ({
    ...entry,
    start: start.has(entry.url) || /^assets\/i18n-[\w-]+\/(bn|en)\/(common|notices)\.json$/.test(entry.url),
  }));
}

/** The web app manifest in one language. */
export function webManifest(language: 'bn' | 'en', site: { name: string; description: string }): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.name,
      description: site.description,
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: THEME_COLOUR,
      icons: ICONS.map((icon) => ({ ...icon, src: `/${icon.src}` })),
    },
    null,
    2,
  )}\n`;
}

/** The manifests and icons, written into the real build. */
function webAppFiles(): Plugin {
  return {
    name: 'web-app-files',
    apply: 'build',
    generateBundle() {
      for (const { code, dir } of LANGUAGES) {
        const common = JSON.parse(readFileSync(resolve(`src/i18n/locales/${dir}/common.json`), 'utf8')) as {
          site: { name: string; description: string };
        };
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${code}.webmanifest`,
          source: webManifest(code, common.site),
        });
      }
      for (const icon of ICONS)
        this.emitFile({
          type: 'asset',
          fileName: icon.src,
          source: readFileSync(resolve('deploy/web-app', basename(icon.src))),
        });
    },
  };
}

/**
 * The web app's plugins for a build in `mode`: the manifests and icons in every build (the mock
 * build is installable for demos too), the service worker in the real build only.
 */
export function webApp(mode: string): PluginOption {
  if (mode === 'test') return undefined;
  if (mode !== 'real') return webAppFiles();
  let outDir = 'dist-real';
  const where: Plugin = {
    name: 'web-app-out-dir',
    configResolved: (config) => void (outDir = config.build.outDir),
  };
  const off = process.env.WEB_APP_WORKER_OFF === '1';
  // The kill switch removes itself and reloads the tabs: their page must not register it again.
  const switchedOff: Plugin = {
    name: 'web-app-worker-off',
    config: () => ({ define: { 'import.meta.env.WEB_APP_WORKER_OFF': JSON.stringify(off) } }),
  };
  return [
    where,
    switchedOff,
    webAppFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      // The app registers the worker itself, after the first paint (src/browser/web-app-worker.ts).
      injectRegister: false,
      // The manifests are the app's own, one a language (webAppFiles above).
      manifest: false,
      selfDestroying: off,
      injectManifest: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,json}'],
        rollupFormat: 'iife',
        manifestTransforms: [
          (entries) => {
            const files = startFiles(readViteManifest(outDir));
            return { manifest: markStartFiles(entries, files), warnings: [] };
          },
        ],
      },
    }),
  ];
}
