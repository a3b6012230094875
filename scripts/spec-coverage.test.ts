import { describe, expect, it } from 'vitest';
import { lostCoverage, parseCoverage, renderCoverage } from './spec-coverage-doc';
import { assertsUnderTag, citedSections, fileRole, measure, type ScannedFile } from './spec-coverage-match';
import { parseSpec, slug } from './spec-coverage-spec';

const sample = `# Spec

## 2. Screens

### 2.1 Routes (history mode)

| Route | Purpose |
|---|---|
| /, /home | Home |
| /help, /help#term | Help |
| /rng | Slots |

### 2.6 Agent centre pages (default acPage agentTeamOverview)

agentAnnouncement, agentTeamOverview (team, overview), registerCenter. The agent centre also offers deposit, withdraw.

- agentDailyWages2 (daily salary, type salary);

## 8. Error catalogue

- **Phone verification:**
  - invalid phone number format;
  - too many requests, try again after 5 minutes;
- Server error codes beyond these are not shown.

## 9. Business constants and limits

| Item | Value |
|---|---|
| Favourite toggle throttle | 1000 ms |
| Banner autoplay / transition | 5000 ms / 1000 ms |
`;

const file = (path: string, text: string): ScannedFile => ({ path, text, role: fileRole(path)! });

describe('parseSpec', () => {
  const sections = parseSpec(sample);
  const keys = (id: string) => sections.find((s) => s.id === id)?.items.map((item) => item.key);

  it('lists every numbered section in order', () => {
    expect(sections.map((s) => s.id)).toEqual(['2', '2.1', '2.6', '8', '9']);
    expect(sections[1]?.title).toBe('Routes (history mode)');
  });

  it('reads the routes of 2.1, each path of a row', () => {
    expect(keys('2.1')).toEqual(['/', '/home', '/help', '/help#term', '/rng']);
  });

  it("reads the page ids of a list's first sentence and of its bullets, not the words after", () => {
    expect(keys('2.6')).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'agentDailyWages2',
    ]);
  });

  it('keys errors and constants by a slug of their words, keeping the words as the label', () => {
    expect(keys('8')).toEqual(['invalid-phone-number-format', 'too-many-requests']);
    expect(keys('9')).toEqual(['favourite-toggle-throttle', 'banner-autoplay-transition']);
    expect(sections.at(-1)?.items[0]?.label).toBe('Favourite toggle throttle: 1000 ms');
    expect(slug('Login failure with value.captcha: shows the captcha')).toBe(
      'login-failure-with-value-captcha',
    );
  });
});

describe('matching files to sections and items', () => {
  const sections = parseSpec(sample);
  const aliases = { '9 banner-autoplay-transition': ['BANNER_AUTOPLAY_MS'] };
  const files = [
    file(
      'src/app/router.tsx',
      "// SPEC 2.1, 9\nconst routes = ['/rng', '/help'];\nconst BANNER_AUTOPLAY_MS = 5000;",
    ),
    file(
      'e2e/lobby.spec.ts',
      [
        "test('the agent centre registers a member', async ({ page }) => {",
        "  await page.goto('/rng?vassalage=PG'); // SPEC 2.6 registerCenter",
        '  // SPEC 2.1 /rng: the slots page lists the slots.',
        "  await expect(page.getByRole('heading')).toHaveText('Slots');",
        '});',
      ].join('\n'),
    ),
    file(
      'src/lib/x.test.ts',
      "it('waits SPEC 9 favourite-toggle-throttle between toggles', () => { go('/help/more'); go('/rngx'); });",
    ),
    file(
      'machines/banner.machine.test.ts',
      [
        '// SPEC 2.1/8',
        'after(BANNER_AUTOPLAY_MS);',
        'expect(slide).toBe(2); // SPEC 9 banner-autoplay-transition',
        'it(',
        "  'SPEC 8 invalid-phone-number-format: says so',",
      ].join('\n'),
    ),
  ];
  const coverage = measure(sections, files, aliases);
  const item = (section: string, key: string) =>
    coverage.find((s) => s.section === section)?.items.find((i) => i.key === key);

  it('tells tests, e2e journeys and the product apart, and leaves test support out', () => {
    expect(fileRole('src/features/a/b.test.tsx')).toBe('test');
    expect(fileRole('e2e/auth.spec.ts')).toBe('test');
    expect(fileRole('e2e/support.ts')).toBeUndefined();
    expect(fileRole('src/test/setup.ts')).toBeUndefined();
    expect(fileRole('scripts/spec-coverage.test.ts')).toBeUndefined();
    expect(fileRole('machines/a.machine.ts')).toBe('source');
  });

  it('reads section citations, lists included', () => {
    expect([...citedSections('SPEC 2.4, 4.7 and SPEC 5.5 / 9; SPEC 8/9')]).toEqual([
      '2.4',
      '4.7',
      '5.5',
      '8',
      '9',
    ]);
    expect(coverage.find((s) => s.section === '2.1')).toMatchObject({
      implementedIn: ['src/app/router.tsx'],
      testedBy: ['e2e/lobby.spec.ts', 'machines/banner.machine.test.ts'],
    });
  });

  it('finds where an item is implemented by its name in the code: a route, a page id, an alias', () => {
    expect(item('2.1', '/rng')?.implementedIn).toEqual(['src/app/router.tsx']);
    expect(item('2.1', '/help')?.implementedIn).toEqual(['src/app/router.tsx']);
    expect(item('9', 'banner-autoplay-transition')?.implementedIn).toEqual(['src/app/router.tsx']);
    expect(item('2.6', 'registerCenter')?.implementedIn).toEqual([]);
  });

  it('counts a test only where it asserts under the tag: in a title, above or beside an assertion', () => {
    // The tag on the line above an assertion; the visit to '/rng' alone would not count.
    expect(item('2.1', '/rng')?.testedBy).toEqual(['e2e/lobby.spec.ts']);
    // The tag beside a visit, not an assertion; a test naming '/help/more' or '/rngx' is no test of them.
    expect(item('2.6', 'registerCenter')?.testedBy).toEqual([]);
    expect(item('2.1', '/help')?.testedBy).toEqual([]);
    // In a title, on the line of `it(` or on its own line after it.
    expect(item('9', 'favourite-toggle-throttle')?.testedBy).toEqual(['src/lib/x.test.ts']);
    expect(item('8', 'invalid-phone-number-format')?.testedBy).toEqual(['machines/banner.machine.test.ts']);
    // Beside an assertion; a code name in a test (BANNER_AUTOPLAY_MS) is not a test of the value.
    expect(item('9', 'banner-autoplay-transition')?.testedBy).toEqual(['machines/banner.machine.test.ts']);
    expect(item('8', 'too-many-requests')?.testedBy).toEqual([]);
  });

  it('reads a tag in a comment block above an assertion, and not one above other code', () => {
    const tag = /SPEC 9 x(?![\w/#.-])/;
    expect(assertsUnderTag('// SPEC 9 x: the bound\n// and why\nexpect(a).toBe(1);', tag)).toBe(true);
    expect(assertsUnderTag('  // SPEC 9 x\n  await expect(page).toHaveURL(/a/);', tag)).toBe(true);
    expect(assertsUnderTag('// SPEC 9 x\nconst a = 1;\nexpect(a).toBe(1);', tag)).toBe(false);
    expect(assertsUnderTag('const a = "SPEC 9 x";\nexpect(a).toBe(1);', tag)).toBe(false);
    expect(assertsUnderTag('// SPEC 9 xy\nexpect(a).toBe(1);', tag)).toBe(false);
  });

  describe('the document and the check', () => {
    const baseline = parseCoverage(renderCoverage(coverage));

    it('reads back the sections, items and which are covered', () => {
      expect(baseline.sections.map((s) => [s.id, s.items.map((i) => i.key)])).toEqual(
        sections.map((s) => [s.id, s.items.map((i) => i.key)]),
      );
      expect([...baseline.covered].sort()).toEqual(
        [
          '2.1',
          '2.1 /rng',
          '2.6',
          '8',
          '8 invalid-phone-number-format',
          '9',
          '9 banner-autoplay-transition',
          '9 favourite-toggle-throttle',
        ].sort(),
      );
      expect(renderCoverage(coverage)).toContain(
        '- 8 `too-many-requests` — too many requests, try again after 5 minutes',
      );
      // The header's counts: /help is named in the router but asserted by no test.
      expect(renderCoverage(coverage)).toContain(
        '**13 items**: 4 covered by an asserting test, 1 implemented only (no test asserts them under their tag), 8 missing (neither).',
      );
    });

    it('counts a heading by its subsections, and lists sections no test cites', () => {
      const doc = renderCoverage(coverage);
      expect(doc).toContain(
        '## 2 Screens\n\nImplemented in: —\n\nTested by: — (a heading: see its subsections)',
      );
      expect(doc).toContain('Sections no test cites:\n\n- none');
      expect(renderCoverage(measure(sections, files.slice(0, 3), aliases))).toContain(
        'Sections no test cites:\n\n- 8 Error catalogue',
      );
    });

    it('passes while every covered entry keeps a test, and names the one that lost its last', () => {
      expect(lostCoverage(baseline, coverage)).toEqual([]);
      const without = measure(sections, files.slice(0, 3), aliases);
      expect(lostCoverage(baseline, without)).toEqual([
        '8',
        '8 invalid-phone-number-format',
        '9 banner-autoplay-transition',
      ]);
    });

    it('counts no loss for an item the spec no longer lists', () => {
      const fewer = sections.map((s) => ({ ...s, items: s.items.filter((i) => i.key !== '/rng') }));
      expect(lostCoverage(baseline, measure(fewer, files.slice(0, 1), aliases))).not.toContain('2.1 /rng');
    });
  });
});
