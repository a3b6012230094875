/**
 * Finds tests that cannot fail, so a green run means something (a step of `npm test`). It reads the
 * unit tests (`src/**\/*.test.ts(x)`, and `*.test.ts` under machines/, mocks/, scenarios/, scripts/,
 * deploy/) and the e2e journeys (`e2e/**\/*.spec.ts`) with the parser Vite ships (oxc: the
 * `typescript` package here is the native compiler, without a parser to call from JavaScript), and
 * reports, as `file:line: reason`, exiting 1 when there is any:
 *
 * 1. `.toBeTruthy()`, `.toBeDefined()` or `.not.toBeNull()` on a query (`getBy*`, `getAllBy*`,
 *    `findBy*`, `findAllBy*`, bare, on `screen`, `within(…)` or a page; awaited or not), or on a
 *    constant holding one: Testing Library's query throws before the matcher runs when nothing
 *    matches, and Playwright's returns a locator, which is always truthy.
 * 2. `expect(<literal>)`: `expect(true)`, `expect(1)`, `expect('x')`, `expect(null)`, … compare
 *    a constant.
 * 3. A test (`it(…)`, `test(…)`, their modifiers and `.each`/`.for` tables, and any name a test
 *    function is imported as or extended into) whose function makes no assertion. Its body (and
 *    everything nested in it) asserts when it:
 *    - calls `expect(…)` or `expect.*(…)` (Vitest's or Playwright's), or hands `expect` to a helper;
 *    - calls node's `assert` (any import of `node:assert`), or Vitest's `assert`/`expectTypeOf`/
 *      `assertType`;
 *    - names a function declared or assigned in the same file whose body asserts by this rule;
 *    - names an imported function whose name starts with `expect` or `check`;
 *    - names a value imported from a local module (a relative import) whose definition there
 *      asserts by this rule: a function, or an object of functions such as a journey model that a
 *      helper is handed; when the definition cannot be found there, when the module's text
 *      contains `expect(`. The name a `for (const x of [a, b])` loop gives counts as `a` and `b`.
 *    A test that takes a function defined elsewhere (`it(name, run)`) is judged by `run` when it is
 *    a local function, and is skipped otherwise. Testing Library's throwing queries are not counted:
 *    a test states what it expects.
 * 4. An `expect` that may not run: under an `if` whose other path asserts nothing (no `else`, or
 *    an `else` without `expect`), on one side of a `?:`, or after `&&`/`||`. An `if`/`else` that
 *    asserts on every path checks what the case calls for, and passes.
 *
 * The helpers tests assert through (non-test files under `e2e/` and `src/test/`, `mocks/test-*.ts`)
 * are checked by rules 1, 2 and 4.
 *
 * `node scripts/check-tests.mjs [files…]` checks the given files, or every test file when none is given.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAst } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the tests are, and the suffix that marks one. */
const testFolders = [
  ['src', /\.test\.tsx?$/],
  ['machines', /\.test\.ts$/],
  ['mocks', /\.test\.ts$/],
  ['scenarios', /\.test\.ts$/],
  ['scripts', /\.test\.ts$/],
  ['deploy', /\.test\.ts$/],
  ['e2e', /\.spec\.ts$/],
];
/** Helpers that tests hand their assertions to: checked for assertions that cannot fail or may not run. */
const helperFolders = [
  ['e2e', /^(?!.*\.spec\.ts$).*\.ts$/],
  ['src/test', /^(?!.*\.test\.tsx?$).*\.tsx?$/],
  ['mocks', /^test-.*\.ts$/],
];

/** Testing Library's throwing queries, and Playwright's locators of the same names. */
const QUERY =
  /^(get|find)(All)?By(Role|Text|LabelText|Label|PlaceholderText|Placeholder|DisplayValue|AltText|Title|TestId)$/;
/** Matchers that every query result passes. */
const PRESENCE_MATCHERS = new Set(['toBeTruthy', 'toBeDefined']);
/** What may stand between a test function's name and its call: `it.only`, `test.each(table)`, … */
const TEST_MODIFIERS = new Set([
  'only',
  'skip',
  'concurrent',
  'sequential',
  'fails',
  'fail',
  'fixme',
  'todo',
]);
const TEST_TABLES = new Set(['each', 'for', 'runIf', 'skipIf']);
const ASSERT_MODULES = new Set(['assert', 'node:assert', 'assert/strict', 'node:assert/strict']);
const VITEST_ASSERTIONS = new Set(['assert', 'expectTypeOf', 'assertType']);
/** `expectSignedIn`, `checkBudget` (not `checkbox`). */
const ASSERTING_NAME = /^(expect|check)([A-Z_]|$)/;

/**
 * The findings in one test file's source: `{ line, message }`, in source order. `readModule(from,
 * specifier)` gives a relative import's `{ path, text }` (or null); by default it reads the disk.
 * `modules` and `exports` keep what was learnt of helper modules, to share between files.
 * @param {string} fileName
 * @param {string} source
 * @param {{
 *   readModule?: (from: string, specifier: string) => { path: string; text: string } | null;
 *   modules?: Map<string, unknown>;
 *   exports?: Map<string, boolean>;
 * }} [options]
 */
export function checkTestSource(
  fileName,
  source,
  { readModule = readModuleFromDisk, modules = new Map(), exports = new Map() } = {},
) {
  let program;
  try {
    program = parse(fileName, source);
  } catch (error) {
    return [{ line: 1, message: `cannot be parsed: ${String(error?.message ?? error).split('\n')[0]}` }];
  }
  const lineOf = lineFinder(source);
  const findings = [];
  const report = (node, message) => findings.push({ line: lineOf(node.start), message });

  const moduleFacts = analyseModule(fileName, program, { readModule, modules, exports });
  const queryConstants = constantsHoldingQueries(program);
  const testNames = testFunctionNames(program);

  walk(program, (node, parent, key) => {
    const skipped = conditionalAssertion(node, parent, key);
    if (skipped) report(node, skipped);
    if (node.type !== 'CallExpression') return;
    const presence = presenceAssertion(node);
    if (presence) {
      const subject = unwrap(presence.subject, { awaits: true });
      if (isQueryCall(subject)) {
        report(
          node,
          `.${presence.matcher} on a query, which throws (or gives a locator) before the matcher runs`,
        );
      } else if (subject.type === 'Identifier' && queryConstants.has(subject.name)) {
        report(node, `.${presence.matcher} on \`${subject.name}\`, a query's result, which is never empty`);
      }
    }
    if (isExpectCall(node) && node.arguments.length > 0 && isLiteral(unwrap(node.arguments[0]))) {
      report(node, 'expect(<literal>) compares a constant');
    }
    if (isTestCall(node, testNames)) {
      const body = testBody(node, moduleFacts);
      if (body && !asserts(body, moduleFacts)) {
        const title = source.slice(node.arguments[0].start, node.arguments[0].end);
        report(node, `test ${title} makes no assertion (no expect, and no helper that makes one)`);
      }
    }
  });
  return findings.sort((a, b) => a.line - b.line);
}

function parse(fileName, source) {
  const lang = /\.tsx$/.test(fileName) ? 'tsx' : /\.[mc]?ts$/.test(fileName) ? 'ts' : 'js';
  return parseAst(source, { lang, sourceType: 'module', preserveParens: false }, fileName);
}

/** Line numbers (1-based) from the parser's offsets. */
function lineFinder(source) {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** Visits every node below `node` (itself included) with its parent and the key it hangs on. */
function walk(node, visit, parent = null, key = null) {
  visit(node, parent, key);
  for (const [childKey, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit, node, childKey);
    } else if (isNode(value)) {
      walk(value, visit, node, childKey);
    }
  }
}

const isNode = (value) => value !== null && typeof value === 'object' && typeof value.type === 'string';
const isFunction = (node) =>
  node?.type === 'ArrowFunctionExpression' ||
  node?.type === 'FunctionExpression' ||
  node?.type === 'FunctionDeclaration';

/** The expression under type assertions, `!` (and `await` when asked). */
function unwrap(node, { awaits = false } = {}) {
  let current = node;
  for (;;) {
    if (
      ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'].includes(
        current.type,
      )
    ) {
      current = current.expression;
    } else if (awaits && current.type === 'AwaitExpression') {
      current = current.argument;
    } else {
      return current;
    }
  }
}

/** The name a call is made by: `f` for `f()` and `a.b.f()`. */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name;
  return null;
}

/** The leftmost identifier of `a.b.c` (or of `a.b(…).c`), if any. */
function rootName(node) {
  let current = node;
  while (current.type === 'MemberExpression' || current.type === 'CallExpression') {
    current = current.type === 'MemberExpression' ? current.object : current.callee;
  }
  return current.type === 'Identifier' ? current.name : null;
}

const isQueryCall = (node) => node.type === 'CallExpression' && QUERY.test(calleeName(node.callee) ?? '');

/** `expect(x)` or `expect.soft(x)`. */
function isExpectCall(node) {
  if (node.type !== 'CallExpression') return false;
  const { callee } = node;
  if (callee.type === 'Identifier') return callee.name === 'expect';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'expect' &&
    callee.property.name === 'soft'
  );
}

function isLiteral(node) {
  if (node.type === 'Literal') return true;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  return node.type === 'Identifier' && node.name === 'undefined';
}

/** For `expect(x).toBeTruthy()`, `expect(x).toBeDefined()` and `expect(x).not.toBeNull()`: the matcher and `x`. */
function presenceAssertion(call) {
  const { callee } = call;
  if (callee.type !== 'MemberExpression' || callee.computed) return null;
  const matcher = callee.property.name;
  let target = callee.object;
  if (matcher === 'toBeNull') {
    if (target.type !== 'MemberExpression' || target.computed || target.property.name !== 'not') return null;
    target = target.object;
  } else if (!PRESENCE_MATCHERS.has(matcher)) {
    return null;
  }
  if (!isExpectCall(target) || target.arguments.length === 0) return null;
  return {
    matcher: matcher === 'toBeNull' ? 'not.toBeNull()' : `${matcher}()`,
    subject: target.arguments[0],
  };
}

/** Names declared only as `const x = [await] query(…)`: their value is never empty. */
function constantsHoldingQueries(program) {
  const holding = new Set();
  const other = new Set();
  walk(program, (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier') return;
    const fromQuery = node.init && isQueryCall(unwrap(node.init, { awaits: true }));
    (fromQuery ? holding : other).add(node.id.name);
  });
  for (const name of other) holding.delete(name);
  return holding;
}

/** `it`, `test`, what they are imported as, and tests extended from them (`base.extend(…)`). */
function testFunctionNames(program) {
  const names = new Set(['it', 'test']);
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportSpecifier' && ['it', 'test'].includes(importedName(specifier))) {
        names.add(specifier.local.name);
      }
    }
  }
  let grew = true;
  while (grew) {
    grew = false;
    walk(program, (node) => {
      if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || names.has(node.id.name))
        return;
      const init = node.init && unwrap(node.init);
      if (
        init?.type === 'CallExpression' &&
        calleeName(init.callee) === 'extend' &&
        names.has(rootName(init.callee))
      ) {
        names.add(node.id.name);
        grew = true;
      }
    });
  }
  return names;
}

const importedName = (specifier) => specifier.imported.name ?? specifier.imported.value;

/** Whether `callee` is a test function: `it`, `test.only`, `it.each(table)`, `test.concurrent.each(t)`, … */
function isTestFunction(callee, testNames) {
  if (callee.type === 'Identifier') return testNames.has(callee.name);
  if (callee.type === 'MemberExpression' && !callee.computed) {
    return TEST_MODIFIERS.has(callee.property.name) && isTestFunction(callee.object, testNames);
  }
  if (callee.type === 'CallExpression') {
    const inner = callee.callee;
    return (
      inner.type === 'MemberExpression' &&
      !inner.computed &&
      TEST_TABLES.has(inner.property.name) &&
      isTestFunction(inner.object, testNames)
    );
  }
  return false;
}

/** A test declaration: a test function called with a title first. */
function isTestCall(node, testNames) {
  const [title] = node.arguments;
  return Boolean(title) && !isFunction(title) && isTestFunction(node.callee, testNames);
}

/** The function a test runs: written in place, or a function of this file it names. */
function testBody(call, facts) {
  const candidates = call.arguments.slice(1).reverse();
  const inPlace = candidates.find(isFunction);
  if (inPlace) return inPlace;
  const named = candidates.find((arg) => arg.type === 'Identifier' && facts.localFunctions.has(arg.name));
  return named ? { type: 'Program', body: facts.localFunctions.get(named.name) } : null;
}

/**
 * What a module's tests may call: its local functions (name → definitions), which of them assert,
 * and which imported names do.
 */
function analyseModule(fileName, program, context) {
  const localFunctions = new Map();
  const addLocal = (name, fn) => localFunctions.set(name, [...(localFunctions.get(name) ?? []), fn]);
  walk(program, (node) => {
    if (node.type === 'FunctionDeclaration' && node.id) addLocal(node.id.name, node);
    if (
      node.type === 'VariableDeclarator' &&
      node.id.type === 'Identifier' &&
      node.init &&
      isFunction(unwrap(node.init))
    ) {
      addLocal(node.id.name, unwrap(node.init));
    }
  });

  // `for (const model of [loginModel, smsModel])`: the loop's name stands for each of the listed values.
  const standsFor = new Map();
  walk(program, (node) => {
    if (node.type !== 'ForOfStatement' || node.left.type !== 'VariableDeclaration') return;
    const [declaration] = node.left.declarations;
    const right = unwrap(node.right);
    if (declaration?.id.type !== 'Identifier' || right.type !== 'ArrayExpression') return;
    const names = right.elements.filter((e) => e?.type === 'Identifier').map((e) => e.name);
    standsFor.set(declaration.id.name, [...(standsFor.get(declaration.id.name) ?? []), ...names]);
  });

  const facts = {
    fileName,
    context,
    localFunctions,
    standsFor,
    asserting: new Set(),
    assertFunctions: new Set(),
    namespaces: new Map(),
  };
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const from = statement.source.value;
    for (const specifier of statement.specifiers) {
      if (specifier.importKind === 'type') continue;
      const local = specifier.local.name;
      const imported = specifier.type === 'ImportSpecifier' ? importedName(specifier) : null;
      if (
        ASSERT_MODULES.has(from) ||
        ((from === 'vitest' || from === 'chai') && VITEST_ASSERTIONS.has(imported))
      ) {
        facts.assertFunctions.add(local);
      } else if (ASSERTING_NAME.test(imported ?? '') || ASSERTING_NAME.test(local)) {
        facts.asserting.add(local);
      } else if (from.startsWith('.')) {
        if (specifier.type === 'ImportNamespaceSpecifier') facts.namespaces.set(local, from);
        else if (importAsserts(fileName, from, imported ?? 'default', context)) facts.asserting.add(local);
      }
    }
  }

  // A local function asserts when its body does, counting the local functions it names: repeated
  // until nothing changes, so helpers calling helpers are followed.
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, definitions] of localFunctions) {
      if (facts.asserting.has(name)) continue;
      if (definitions.some((fn) => asserts(fn.body ?? fn, facts))) {
        facts.asserting.add(name);
        grew = true;
      }
    }
  }
  return facts;
}

/** Whether the function a relative import names asserts, by this file's rule applied to its module. */
function importAsserts(fromFile, specifier, name, context) {
  const module = context.readModule(fromFile, specifier);
  if (!module) return false;
  const key = `${module.path}#${name}`;
  if (context.exports.has(key)) return context.exports.get(key);
  const byText = module.text.includes('expect(');
  // Guards an import cycle: while this module is being read, its text decides.
  context.exports.set(key, byText);
  let result = byText;
  try {
    if (!context.modules.has(module.path)) {
      const program = parse(module.path, module.text);
      context.modules.set(module.path, { program, facts: analyseModule(module.path, program, context) });
    }
    const { program, facts } = context.modules.get(module.path);
    const local = exportedLocalName(program, name);
    if (local?.from) result = importAsserts(module.path, local.from, local.name, context);
    else if (local?.value) result = facts.asserting.has(local.name) || asserts(local.value, facts);
  } catch {
    // An unreadable module keeps the text's answer.
  }
  context.exports.set(key, result);
  return result;
}

/** The local name an export stands for, or `{ from, name }` when it is re-exported from another module. */
function exportedLocalName(program, exported) {
  for (const statement of program.body) {
    if (statement.type === 'ExportNamedDeclaration') {
      const { declaration } = statement;
      if (declaration?.type === 'FunctionDeclaration' && declaration.id?.name === exported) {
        return { name: exported, value: declaration };
      }
      for (const d of declaration?.declarations ?? []) {
        if (d.id.type === 'Identifier' && d.id.name === exported && d.init)
          return { name: exported, value: d.init };
      }
      for (const specifier of statement.specifiers ?? []) {
        const name = specifier.exported.name ?? specifier.exported.value;
        if (name !== exported) continue;
        const local = specifier.local.name ?? specifier.local.value;
        return statement.source ? { from: statement.source.value, name: local } : localValue(program, local);
      }
    }
    if (statement.type === 'ExportDefaultDeclaration' && exported === 'default') {
      const { declaration } = statement;
      return declaration.type === 'Identifier'
        ? localValue(program, declaration.name)
        : { name: declaration.id?.name ?? 'default', value: declaration };
    }
  }
  return null;
}

/** A module-level function or constant by name, with its definition. */
function localValue(program, name) {
  for (const statement of program.body) {
    if (statement.type === 'FunctionDeclaration' && statement.id?.name === name)
      return { name, value: statement };
    for (const d of statement.type === 'VariableDeclaration' ? statement.declarations : []) {
      if (d.id.type === 'Identifier' && d.id.name === name && d.init) return { name, value: d.init };
    }
  }
  return null;
}

/**
 * Why an assertion under this node may not run, or null: an `if` that asserts on one path and not on
 * another (no `else`, or an `else` that asserts nothing), a `?:` that asserts on one side only, or
 * an `expect` behind `&&` or `||`. An `if`/`else` that asserts on every path is a check that depends
 * on the case, not one that may be skipped.
 */
function conditionalAssertion(node, parent, key) {
  if (node.type === 'IfStatement') {
    // An `else if` is judged with the `if` it continues.
    if (parent?.type === 'IfStatement' && key === 'alternate') return null;
    if (callsExpect(node) && !assertsOnEveryPath(node)) {
      return 'an assertion under `if` may not run: assert on every path, or compute what to expect';
    }
    return null;
  }
  if (node.type === 'ConditionalExpression' && callsExpect(node.consequent) !== callsExpect(node.alternate)) {
    return 'an assertion on one side of `?:` may not run';
  }
  if (
    node.type === 'LogicalExpression' &&
    (node.operator === '&&' || node.operator === '||') &&
    callsExpect(node.right)
  ) {
    return `an assertion after \`${node.operator}\` may not run`;
  }
  return null;
}

/** Whether each branch of an `if` chain (a missing `else` is one) calls `expect`. */
function assertsOnEveryPath(node) {
  if (!node) return false;
  if (node.type === 'IfStatement') {
    return assertsOnEveryPath(node.consequent) && assertsOnEveryPath(node.alternate);
  }
  return callsExpect(node);
}

/** `expect.stringMatching(…)` and its kind describe a value; they assert nothing by themselves. */
const ASYMMETRIC_MATCHERS = new Set([
  'any',
  'anything',
  'arrayContaining',
  'closeTo',
  'not',
  'objectContaining',
  'stringContaining',
  'stringMatching',
]);

/** Whether code calls `expect` itself (helpers are not followed: their own file is checked). */
function callsExpect(node) {
  let found = false;
  walk(node, (current) => {
    if (found || current.type !== 'CallExpression' || rootName(current.callee) !== 'expect') return;
    const { callee } = current;
    const describesValue =
      callee.type === 'MemberExpression' && !callee.computed && ASYMMETRIC_MATCHERS.has(callee.property.name);
    if (!describesValue) found = true;
  });
  return found;
}

/** Whether code makes an assertion, by the rule in this file's header. */
function asserts(node, facts) {
  let found = false;
  walk(node, (current, parent, key) => {
    if (found) return;
    if (current.type === 'CallExpression') {
      const name = rootName(current.callee);
      if (name === 'expect' || facts.assertFunctions.has(name)) found = true;
      // `ns.helper()` on `import * as ns from './local'`.
      const namespace = facts.namespaces.get(name);
      if (
        namespace &&
        current.callee.type === 'MemberExpression' &&
        !current.callee.computed &&
        current.callee.object.type === 'Identifier'
      ) {
        found ||= importAsserts(facts.fileName, namespace, current.callee.property.name, facts.context);
      }
      // `expect` handed to a helper that asserts with it.
      if (current.arguments.some((arg) => arg.type === 'Identifier' && arg.name === 'expect')) found = true;
    }
    if (current.type === 'Identifier' && isReference(parent, key)) {
      const values = [current.name, ...(facts.standsFor.get(current.name) ?? [])];
      if (values.some((name) => facts.asserting.has(name))) found = true;
    }
  });
  return found;
}

/** An identifier that is read, not a property's or a declaration's name. */
function isReference(parent, key) {
  if (!parent) return true;
  if (parent.type === 'MemberExpression' && key === 'property') return parent.computed;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition') && key === 'key')
    return parent.computed;
  if (parent.type === 'VariableDeclarator' && key === 'id') return false;
  if (isFunction(parent) && (key === 'id' || key === 'params')) return false;
  return true;
}

/** A relative import's file: the path as written, or with one of the extensions the project uses. */
function readModuleFromDisk(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base + ext),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  const path = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return path ? { path, text: readFileSync(path, 'utf8') } : null;
}

/** Every test file of the project, and the helpers they assert through, relative to its root. */
export function testFiles(base = root) {
  const files = [];
  const visit = (folder, pattern) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path, pattern);
      else if (pattern.test(entry.name)) files.push(relative(base, path));
    }
  };
  for (const [folder, pattern] of [...testFolders, ...helperFolders]) {
    if (existsSync(join(base, folder))) visit(join(base, folder), pattern);
  }
  return [...new Set(files)].sort();
}

function main(args) {
  const files = args.length ? args : testFiles();
  // Helper modules are read once for all the files.
  const context = { readModule: readModuleFromDisk, modules: new Map(), exports: new Map() };
  let count = 0;
  for (const file of files) {
    const path = resolve(root, file);
    const findings = checkTestSource(path, readFileSync(path, 'utf8'), context);
    for (const { line, message } of findings) console.log(`${relative(root, path)}:${line}: ${message}`);
    count += findings.length;
  }
  if (count > 0) {
    console.log(
      `\n✗ ${count} finding${count === 1 ? '' : 's'}: an assertion that cannot fail or may not run, or a test without one`,
    );
    process.exit(1);
  }
  console.log(
    `✓ ${files.length} test and helper files: every test asserts, on every path, and no assertion is a constant`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2));
}
