import { expect, type Page } from '@playwright/test';
import { text, textPattern } from './texts';
import type { CellResult, CodeCell, MatrixEntry } from './types';
import { expectFieldsKept, fieldOf, screenUrl, sendAction } from './screen';
import { failureOf } from './visit';

/**
 * A refusal code's cell (SPEC 8): the scenario whose world refuses the call, in each language. The
 * page must not blank or throw, must say the refusal's own text, and keep what was typed. A refusal
 * is the platform's answer, not a fault to lift: its retry column reads `refusal`.
 */
export async function visitCode(page: Page, entry: MatrixEntry, cell: CodeCell): Promise<CellResult[]> {
  const results: CellResult[] = [];
  // The entry as the refusal meets it: the scenario's world, and the cell's own screen and input.
  const refused: MatrixEntry = {
    ...entry,
    screen: { ...entry.screen, scenario: cell.scenario, ...(cell.path ? { path: cell.path } : {}) },
    ...(cell.open ? { open: cell.open } : {}),
    ...(entry.action && cell.fields ? { action: { ...entry.action, fields: cell.fields } } : {}),
  };
  for (const lang of ['EN', 'BN'] as const) {
    const pageErrors: string[] = [];
    const onError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onError);
    const base = {
      call: entry.call,
      column: cell.code,
      lang,
      screen: `${cell.path ?? entry.screen.path} (${cell.scenario})`,
    };
    try {
      // Each language meets the refusal in a fresh world (a busy platform refuses once a world).
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
      await page.goto(screenUrl(refused, lang, ''));
      await sendAction(page, refused, lang);
      const said = new RegExp(textPattern(lang, cell.message).source.replace(/^\^|\$$/g, ''));
      let message: string;
      if (cell.field) {
        const input = fieldOf(page, lang, { label: cell.field, value: '' });
        await expect(input, `the ${lang} text of ${cell.code} on its field`).toHaveAccessibleDescription(
          said,
        );
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        message = text(lang, cell.message);
      } else {
        const alert = page.getByRole('alert').filter({ hasText: said }).first();
        await expect(alert, `the ${lang} text of ${cell.code}`).toBeVisible();
        message = (await alert.innerText()).trim();
      }
      await expect(page.locator('#root'), 'no blank page').not.toBeEmpty();
      expect(pageErrors, 'no uncaught page error').toEqual([]);
      const scope = refused.action?.scope?.(page, lang) ?? page;
      await expectFieldsKept(scope, lang, refused.action?.fields ?? []);
      results.push({ ...base, passed: true, message, retry: 'refusal' });
    } catch (error) {
      results.push({ ...base, passed: false, failure: failureOf(error) });
    }
    page.off('pageerror', onError);
  }
  return results;
}
