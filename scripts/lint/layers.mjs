/**
 * The layers, enforced by the linter (an oxlint JS plugin, `.oxlintrc.json`).
 *
 *   src/app (router, layouts, boot)   may import everything in src
 *     ↓
 *   src/features/<name>               its own folder, and everything below; never another feature
 *     ↓
 *   src/app/providers, src/components the shared kit every feature may use (providers: the app's
 *     ↓                               services, session and site data; components: views and hooks)
 *   src/api, src/lib, src/i18n, machines   logic, calls and contracts: no React view of the app
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
const KIT = ['src/app/providers', 'src/components'];
const TEST_KIT = ['src/test', 'mocks', 'scenarios'];

/** What a file may import (repository paths), or null when its imports are not checked here. */
function allowed(file) {
  const test = /\.test\.tsx?$/.test(file) || under(file, 'src/test');
  const extra = test ? TEST_KIT : [];
  // The mocks' test kit drives the real client against the world, which is what proves they agree.
  if (file === 'mocks/test-world.ts') return null;
  if (under(file, 'mocks', 'scenarios') && !test)
    return ['mocks', 'scenarios', 'src/api/contracts', 'src/api/payload-crypto'];
  if (under(file, 'src/app/providers')) return [...KIT, ...LOGIC, ...extra];
  if (under(file, 'src/app') || file === 'src/main.tsx') return null;
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
    'src/app',
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
    const check = (node, source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = fromRoot(resolve(dirname(context.filename), spec)).replace(/\.tsx?$/, '');
      if (!under(target, 'src', 'machines', 'mocks', 'scenarios')) return;
      if (may.some((folder) => under(target, folder))) return;
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
