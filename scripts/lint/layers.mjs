/**
 * The layers, enforced by the linter (an oxlint JS plugin, `.oxlintrc.json`).
 *
 *   src/main.tsx, src/app (router, layouts)   may import everything in src; src/qa only lazily
 *     ↓
 *   src/features/<name>               its own folder, and everything below; never another feature
 *     ↓
 *   src/kits/<name>                   a domain kit (games, records, customer-service): its own
 *     ↓                               folder and everything below; never a feature, and another kit
 *     ↓                               only where KIT_USES names it
 *   src/app/providers, src/app/routing, src/components
 *     ↓                               the app's services (providers: the actors of the session, the
 *                                     site data and the popups, and their hooks; routing: navigation,
 *                                     screen groups and the centres' page tables, which reach the
 *                                     features' pages by lazy import only) and the generic views and
 *                                     hooks; providers may also show a kit's view
 *   src/api, src/i18n, machines       calls, catalogues, machines (machines: no browser code)
 *     ↓
 *   src/browser                       storage, the DOM, device features and the page's own memory
 *     ↓                               (what a platform stand-in registers at boot)
 *   src/lib                           pure rules: only other rules, the API contracts and errors;
 *                                     like the machines, no view or DOM library but its types
 *   src/sw                            the real build's service worker and the rules and messages
 *                                     it shares with the page: a pure layer, as src/lib
 *
 *   src/qa                            the QA panel, inspector and mock stand-ins: runs the mock
 *                                     world, so may import all of src, mocks and scenarios; only the
 *                                     boot and the app reach it, by a lazy import (mock mode only)
 *
 *   mocks, scenarios                  only the API contracts and the payload codec of src (their
 *                                     tests, and mocks/test-world.ts, also the client they drive)
 *
 * docs/architecture.md says the same for people. Test files and src/test may also
 * import the test kit, the text catalogues and the mock world, which the tests run against.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** A path relative to the repository, with forward slashes. */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

const under = (path, ...folders) =>
  folders.some((folder) => path === folder || path.startsWith(`${folder}/`));

const PURE = ['src/lib', 'src/sw', 'src/api/contracts', 'src/api/errors', 'src/api/call-observer'];
const BROWSER = ['src/browser', ...PURE];
const LOGIC = ['src/api', 'src/i18n', 'machines', ...BROWSER];
const SHARED = ['src/app/providers', 'src/app/routing', 'src/components', ...LOGIC];
const TEST_KIT = ['src/test', 'src/qa', 'src/i18n/locales', 'mocks', 'scenarios'];
const QA = 'src/qa';

/** What a file may import by a lazy `import()` beyond `allowed`: the routing tables load the features' pages. */
const lazilyAllowed = (file) => (under(file, 'src/app/routing') ? ['src/features'] : []);

/**
 * Whether `file` may import the QA code: itself, tests, and the boot and the app by a lazy import
 * (the mock-mode branch a real-backend build drops), so no QA code is in a real build's graph.
 */
const mayImportQa = (file, lazy, test) =>
  under(file, QA) ||
  test ||
  (lazy &&
    (file === 'src/main.tsx' ||
      (under(file, 'src/app') && !under(file, 'src/app/providers', 'src/app/routing'))));
/** Libraries of views and the DOM: the pure rules and the machines take at most their types. */
const VIEW_LIBRARIES = ['react', 'react-dom', 'react-i18next', '@xstate/react', 'dompurify'];

/**
 * The kits a kit may use. The games kit offers customer service where a launch fails (the
 * customer-service kit's button), as every page that reports a dead end does.
 */
const KIT_USES = { games: ['customer-service'] };

/** What a file may import (repository paths), or null when its imports are not checked here. */
function allowed(file) {
  const test = /\.test\.tsx?$/.test(file) || under(file, 'src/test');
  const extra = test ? TEST_KIT : [];
  // The mocks' test kit drives the real client against the world, which is what proves they agree.
  if (file === 'mocks/test-world.ts') return null;
  if (under(file, 'mocks', 'scenarios') && !test)
    return ['mocks', 'scenarios', 'src/api/contracts', 'src/api/payload-crypto'];
  if (under(file, QA)) return ['src', 'machines', 'mocks', 'scenarios'];
  // The app composes: its providers may show a kit's view (the favourites notice).
  if (under(file, 'src/app/providers', 'src/app/routing')) return ['src/kits', ...SHARED, ...extra];
  if (under(file, 'src/app') || file === 'src/main.tsx') return ['src', 'machines', ...extra];
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return [`src/features/${feature[1]}`, 'src/kits', ...SHARED, ...extra];
  const kit = /^src\/kits\/([^/]+)\//.exec(file);
  if (kit)
    return [kit[1], ...(KIT_USES[kit[1]] ?? [])].map((name) => `src/kits/${name}`).concat(SHARED, extra);
  if (under(file, 'src/components')) return [...SHARED, ...extra];
  if (under(file, 'machines')) return ['src/api', 'src/i18n', 'machines', ...PURE, ...extra];
  if (under(file, 'src/api', 'src/i18n') && !under(file, ...PURE)) return [...LOGIC, ...extra];
  if (under(file, 'src/browser')) return [...BROWSER, ...extra];
  // A rule's test may drive it through the client.
  if (under(file, ...PURE)) return test ? [...LOGIC, ...extra] : PURE;
  return null;
}

function layerOf(path) {
  if (under(path, 'src/features', 'src/kits')) return path.split('/').slice(0, 3).join('/');
  for (const folder of [
    'src/app/providers',
    'src/app/routing',
    'src/app',
    QA,
    'src/components',
    'src/browser',
    'src/lib',
    'src/api',
    'src/i18n',
    'machines',
    'mocks',
    'scenarios',
    'src/test',
  ])
    if (under(path, folder)) return folder;
  return path;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports follow the layers: app → features → kits → providers/components → api/machines → browser → lib.',
    },
    messages: {
      layer:
        '{{file}} ({{from}}) may not import {{target}} ({{to}}): see the layers in scripts/lint/layers.mjs.',
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    const may = allowed(file);
    if (!may) return {};
    const test = /\.test\.tsx?$/.test(file) || under(file, 'src/test');
    const viewFree = under(file, 'src/lib', 'machines') && !/\.test\.tsx?$/.test(file);
    const check = (node, source) => {
      const spec = source?.value;
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        const library = VIEW_LIBRARIES.find((name) => spec === name || spec.startsWith(`${name}/`));
        if (viewFree && library && node.importKind !== 'type')
          context.report({
            node: source,
            messageId: 'layer',
            data: { file, from: layerOf(file), target: spec, to: library },
          });
        return;
      }
      const target = fromRoot(resolve(dirname(context.filename), spec)).replace(/\.tsx?$/, '');
      if (!under(target, 'src', 'machines', 'mocks', 'scenarios')) return;
      const lazy = node.type === 'ImportExpression';
      const qaOk = !under(target, QA) || mayImportQa(file, lazy, test);
      const lazyOk = lazy && lazilyAllowed(file).some((folder) => under(target, folder));
      if (qaOk && (lazyOk || may.some((folder) => under(target, folder)))) return;
      context.report({
        node: source,
        messageId: 'layer',
        data: { file, from: layerOf(file), target, to: layerOf(target) },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { imports: rule } };
