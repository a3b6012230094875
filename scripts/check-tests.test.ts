import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script run by node (as scripts/chromium.mjs is); typed by use below
import { checkTestSource as untypedCheck, testFiles as untypedFiles } from './check-tests.mjs';

type Finding = { line: number; message: string };
type ReadModule = (from: string, specifier: string) => { path: string; text: string } | null;
const checkTestSource = untypedCheck as (
  file: string,
  source: string,
  options?: { readModule?: ReadModule },
) => Finding[];
const testFiles = untypedFiles as () => string[];

/** The findings as `line: message`; `modules` are the local modules the source may import, by specifier. */
const check = (source: string, file = 'x.test.tsx', modules: Record<string, string> = {}) =>
  checkTestSource(file, source, {
    readModule: (_from, specifier) =>
      specifier in modules ? { path: specifier, text: modules[specifier]! } : null,
  }).map(({ line, message }) => `${line}: ${message}`);

describe('presence matchers on queries', () => {
  it.each([
    `expect(screen.getByRole('dialog')).toBeTruthy();`,
    `expect(await screen.findByText('Saved')).toBeTruthy();`,
    `expect(within(panel).getAllByRole('row')).toBeTruthy();`,
    `expect(getByLabelText('Name')).toBeDefined();`,
    `expect(await within(await region()).findAllByText(/x/)).not.toBeNull();`,
    `expect(screen.getByRole('dialog')!).toBeTruthy();`,
    `expect(page.getByRole('button')).toBeTruthy();`,
  ])('reports %s', (line) => {
    const findings = check(`it('shows it', async () => {\n  render();\n  ${line}\n});`);
    expect(findings).toEqual([
      expect.stringMatching(/^3: \.(toBeTruthy|toBeDefined|not\.toBeNull)\(\) on a query/),
    ]);
  });

  it('reports the matcher written over several lines', () => {
    const findings = check(`it('shows it', async () => {
  expect(
    await screen.findByText('Saved', {}, { timeout: 10_000 }),
  ).toBeTruthy();
});`);
    expect(findings).toEqual([expect.stringMatching(/^2: \.toBeTruthy\(\) on a query/)]);
  });

  it('reports a constant that holds a query result', () => {
    const findings = check(`it('shows the group', () => {
  const group = screen.getByRole('group', { name: 'Dates' });
  expect(group).toBeTruthy();
});`);
    expect(findings).toEqual([expect.stringMatching(/^3: \.toBeTruthy\(\) on `group`, a query's result/)]);
  });

  it('accepts matchers that can fail, and presence checks on queries that can come back empty', () => {
    const findings = check(`it('shows it', async () => {
  expect(findByAccount(world, 'demo01')).toBeDefined();
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await screen.findByText('Saved')).toHaveTextContent('Saved');
  expect(screen.queryByRole('alert')).toBeTruthy();
  expect(container.querySelector('.spinner')).not.toBeNull();
  const group = flag ? screen.getByRole('group') : null;
  expect(group).toBeTruthy();
  expect(result.value).toBeDefined();
});`);
    expect(findings).toEqual([]);
  });
});

describe('literals under expect', () => {
  it.each(['true', 'false', '1', "'done'", 'null', 'undefined', '`x`'])('reports expect(%s)', (literal) => {
    const findings = check(`it('works', () => {\n  expect(${literal}).toBe(${literal});\n});`);
    expect(findings).toEqual(['2: expect(<literal>) compares a constant']);
  });

  it('accepts values computed by the test, and literals as the expected side', () => {
    const findings = check(`it('works', () => {
  expect(isOpen(panel)).toBe(true);
  expect(\`\${count} items\`).toBe('2 items');
  expect.soft(total).toBe(3);
});`);
    expect(findings).toEqual([]);
  });
});

describe('tests without an assertion', () => {
  it.each([
    ['a Vitest test', `it('opens the popup', async () => {\n  await user.click(button);\n});`],
    ['a Playwright test', `test('opens the popup', async ({ page }) => {\n  await page.goto('/');\n});`],
    ['a table of tests', `it.each([1, 2])('counts %i', (n) => {\n  count(n);\n});`],
    ['a concurrent table', `it.concurrent.each([1])('counts %i', (n) => {\n  count(n);\n});`],
    ['a focused test', `it${'.'}only('opens', () => {\n  open();\n});`],
    [
      'a test with options',
      `test('opens', { tag: '@phone' }, async ({ page }) => {\n  await page.goto('/');\n});`,
    ],
    ['a test with a bare query', `it('shows it', () => {\n  screen.getByRole('dialog');\n});`],
  ])('reports %s', (_case, source) => {
    expect(check(source)).toEqual([expect.stringMatching(/^1: test .* makes no assertion/)]);
  });

  it('reports a test under an imported, renamed or extended test function', () => {
    const findings = check(`import { test as withPopups } from './support';
const quiet = withPopups.extend({});
withPopups('a', async () => { await go(); });
quiet('b', async () => { await go(); });`);
    expect(findings).toEqual([
      expect.stringMatching(/^3: test 'a' makes no assertion/),
      expect.stringMatching(/^4: test 'b' makes no assertion/),
    ]);
  });

  it('reports a test whose local helper makes no assertion', () => {
    const findings = check(`const open = async () => { await user.click(button); };
it('opens', async () => {
  await open();
});`);
    expect(findings).toEqual([expect.stringMatching(/^2: test 'opens' makes no assertion/)]);
  });

  it('accepts expect in any form, nested in callbacks, and Playwright steps', () => {
    const findings = check(`it('a', () => { expect(f()).toBe(1); });
it('b', async () => { await waitFor(() => expect(spy).toHaveBeenCalled()); });
it('c', () => { expect(() => parse('')).toThrow(); });
test('d', async ({ page }) => { await test.step('x', async () => { await expect(page).toHaveURL('/'); }); });
test('e', async () => { await expect.poll(() => count()).toBe(2); });
it('f', () => { expect.assertions(1); });`);
    expect(findings).toEqual([]);
  });

  it('accepts helpers of the same file that assert, however deep', () => {
    const findings = check(`function seesTitle(title) { expect(document.title).toBe(title); }
const opens = async () => { await click(); seesTitle('Home'); };
it('opens', async () => { await opens(); });
it('maps', () => { titles.forEach(seesTitle); });`);
    expect(findings).toEqual([]);
  });

  it("accepts imported helpers named expect… or check…, and node's assert", () => {
    const findings = check(`import { expectNoSeriousA11yIssues } from '@project/support';
import { checkBudget, checkboxes } from 'somewhere';
import assert from 'node:assert/strict';
test('a', async ({ page }) => { await expectNoSeriousA11yIssues(page); });
test('b', () => { checkBudget(); });
test('c', () => { assert.equal(sum(), 2); });
test('d', () => { checkboxes(); });`);
    expect(findings).toEqual([expect.stringMatching(/^7: test 'd' makes no assertion/)]);
  });

  it('accepts a helper that is handed expect', () => {
    expect(check(`it('round-trips', () => { roundTrip(expect, value); });`)).toEqual([]);
  });

  it('follows helpers imported from local modules to their definition', () => {
    const support = `import { expect } from '@playwright/test';
export async function seesHome(page) { await expect(page).toHaveURL('/'); }
export async function open(page) { await page.goto('/'); }
export const model = { see: { home: async (page) => expect(page).toHaveTitle('Home') } };
export { seesHome as home };`;
    const findings = check(
      `import { home, model, open, seesHome } from './support';
test('sees', async ({ page }) => { await seesHome(page); });
test('sees by another name', async ({ page }) => { await home(page); });
test('walks', async ({ page }) => { for (const m of [model]) await walk(page, m); });
test('opens', async ({ page }) => { await open(page); });`,
      'x.spec.ts',
      { './support': support },
    );
    expect(findings).toEqual([expect.stringMatching(/^5: test 'opens' makes no assertion/)]);
  });

  it("judges a helper it does not follow (a class) by its module's text", () => {
    const modules = {
      './asserting': 'export class Page { see() { expect(title()).toBe("Home"); } }',
      './quiet': 'export class A {}',
    };
    const findings = check(
      `import { Page } from './asserting';
import { A } from './quiet';
it('sees', () => { new Page().see(); });
it('makes', () => { new A(); });`,
      'x.test.ts',
      modules,
    );
    expect(findings).toEqual([expect.stringMatching(/^4: test 'makes' makes no assertion/)]);
  });

  it('does not take describe blocks, hooks or Playwright steps for tests', () => {
    const findings = check(`describe('group', () => { beforeEach(() => { render(); }); });
test.describe('group', () => {});
test.beforeEach(async ({ page }) => { await page.goto('/'); });
it${'.'}todo('later');`);
    expect(findings).toEqual([]);
  });
});

describe('assertions that may not run', () => {
  it.each([
    ['an `if` without `else`', `it('keeps', () => {\n  if (kept) expect(value).toBe(1);\n});`],
    [
      'an `else` that asserts nothing',
      `it('keeps', () => {\n  if (kept) {\n    expect(value).toBe(1);\n  } else {\n    log(value);\n  }\n});`,
    ],
    [
      'an `else if` chain with no final `else`',
      `it('keeps', () => {\n  if (a) expect(x).toBe(1);\n  else if (b) expect(x).toBe(2);\n});`,
    ],
    [
      'an `expect` nested in a loop under the `if`',
      `it('keeps', () => {\n  if (kept) for (const v of values) expect(v).toBe(1);\n});`,
    ],
  ])('reports %s', (_name, source) => {
    expect(check(source)).toEqual([expect.stringMatching(/^2: an assertion under `if` may not run/)]);
  });

  it('reports `?:` with an assertion on one side, and `&&` or `||` before one', () => {
    const findings = check(`it('keeps', async () => {
  await (kept ? expect(a).toBe(1) : Promise.resolve());
  kept && expect(a).toBe(1);
  kept || expect(a).toBe(2);
});`);
    expect(findings).toEqual([
      expect.stringMatching(/^2: an assertion on one side of `\?:`/),
      expect.stringMatching(/^3: an assertion after `&&`/),
      expect.stringMatching(/^4: an assertion after `\|\|`/),
    ]);
  });

  it('accepts an `if`/`else` that asserts on every path, and a value chosen by the case', () => {
    const findings = check(`it('keeps', async () => {
  if (field.check) await expect(input).toBeChecked();
  else if (field.select) await expect(input).toHaveValue(field.option);
  else await expect(input).toHaveValue(field.value);
  if (!ready) throw new Error('not ready');
  if (skipNoise) return;
  expect(header).toEqual(loggedIn ? expect.stringMatching(/\\S/) : undefined);
  await expect(kept ? field : other).toBeVisible();
  await (kept ? expect(a).toBe(1) : expect(a).toBe(2));
});`);
    expect(findings).toEqual([]);
  });

  it('checks the helpers tests assert through', () => {
    const findings = checkTestSource(
      'e2e/support.ts',
      `export async function expectKept(page) {\n  if (page.kept) await expect(page.field).toBeVisible();\n}`,
    );
    expect(findings).toEqual([{ line: 2, message: expect.stringMatching(/under `if` may not run/) }]);
  });
});

it('lists the unit tests, the e2e journeys and the helpers they assert through', () => {
  const files = testFiles();
  expect(files).toContain('scripts/check-tests.test.ts');
  expect(files).toContain('src/components/tabs.test.tsx');
  expect(files).toContain('e2e/scenarios-panel.spec.ts');
  expect(files).toContain('e2e/fault-matrix/screen.ts');
  expect(files).toContain('mocks/test-world.ts');
  const helper = /^e2e\/.*\.ts$|^src\/test\/.*\.tsx?$|^mocks\/test-[^/]*\.ts$/;
  expect(files.filter((f) => !/\.test\.tsx?$/.test(f) && !helper.test(f))).toEqual([]);
});

it('reports a file it cannot parse, rather than passing it', () => {
  expect(check('it("x", () => {')).toEqual([expect.stringMatching(/^1: cannot be parsed/)]);
});
