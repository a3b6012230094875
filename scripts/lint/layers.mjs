/**
 * The layers, enforced by the linter (an oxlint JS plugin, `.oxlintrc.json`).
 *
 *   src/main.tsx, src/app (router, layouts)   may import everything in src; src/qa only lazily
 *     ↓
 *   src/features/<name>               its own folder, and everything below; never another feature
 *     ↓
 *   src/app/providers, src/app/routing, src/components
 *     ↓                               the shared kit every feature may use (providers: the actors
 *                                     of the session, the site data and the popups, and their hooks;
 *                                     routing: navigation, screen groups and the centres' page
 *                                     tables, which reach the features' pages by lazy import only;
 *                                     components: views and hooks)
 *   src/api, src/lib, src/i18n, machines   logic, calls and contracts: no React view of the app
 *
 *   src/qa                            the QA panel, inspector and mock stand-ins: runs the mock
 *                                     world, so may import all of src, mocks and scenarios; only the
 *                                     boot and the app reach it, by a lazy import (mock mode only)
 *
 *   mocks, scenarios                  only the API contracts and the payload codec of src (their
 *                                     tests, and mocks/test-world.ts, also the client they drive)
 *
 * docs/architecture.md says the same for people. Test files and src/test may also
 * import the test kit and the mock world, which the tests run against.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** A path relative to the repository, with forward slashes. */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

const under = (path, ...folders) =>
  folders.some((folder) => path === folder || path.startsWith(`${folder}/`));

const LOGIC = ['src/api', 'src/lib', 'src/i18n', 'machines'];
const KIT = ['src/app/providers', 'src/app/routing', 'src/components'];
const TEST_KIT = ['src/test', 'src/qa', 'mocks', 'scenarios'];
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
  (lazy && (file === 'src/main.tsx' || (under(file, 'src/app') && !under(file, ...KIT))));

/** What a file may import (repository paths), or null when its imports are not checked here. */
function allowed(file) {
  const test = /\.test\.tsx?$/.test(file) || under(file, 'src/test');
  const extra = test ? TEST_KIT : [];
  // The mocks' test kit drives the real client against the world, which is what proves they agree.
  if (file === 'mocks/test-world.ts') return null;
  if (under(file, 'mocks', 'scenarios') && !test)
    return ['mocks', 'scenarios', 'src/api/contracts', 'src/api/payload-crypto'];
  if (under(file, QA)) return ['src', 'machines', 'mocks', 'scenarios'];
  if (under(file, 'src/app/providers', 'src/app/routing')) return [...KIT, ...LOGIC, ...extra];
  if (under(file, 'src/app') || file === 'src/main.tsx') return ['src', 'machines', ...extra];
  const feature = /^src\/features\/([^/]+)\//.exec(file);
  if (feature) return [`src/features/${feature[1]}`, ...KIT, ...LOGIC, ...extra];
  if (under(file, 'src/components')) return [...KIT, ...LOGIC, ...extra];
  if (under(file, ...LOGIC)) return [...LOGIC, ...extra];
  return null;
}

function layerOf(path) {
  if (under(path, 'src/features')) return path.split('/').slice(0, 3).join('/');
  for (const folder of [
    'src/app/providers',
    'src/app/routing',
    'src/app',
    QA,
    'src/components',
    ...LOGIC,
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
      description: 'Imports follow the layers: app → features → providers/components → api/lib/machines.',
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
    const check = (node, source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
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
