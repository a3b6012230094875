import { expect, type Page } from '@playwright/test';
import { text } from './texts';
import type { CellResult, CodeCell, MatrixEntry } from './types';
import { fieldOf, screenUrl, sendAction } from './screen';
import { failureOf } from './visit';

/**
 * A refusal code's cell (SPEC 8): the scenario whose world refuses the call, in each language. The
 * page must not blank or throw, must say the refusal's own text, and keep what was typed. A refusal
 * is the platform's answer, not a fault to lift: its retry column reads `refusal`.
 */
export async function visitCode(page: Page, entry: MatrixEntry, cell: CodeCell): Promise<CellResult[]> {
  const results: CellResult[] = [];
  for (const lang of ['EN', 'BN'] as const) {
    const pageErrors: string[] = [];
    const onError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onError);
    const base = {
      call: entry.call,
      column: cell.code,
      lang,
      screen: `${entry.screen.path} (${cell.scenario})`,
    };
    try {
      await page.goto(
        screenUrl({ ...entry, screen: { ...entry.screen, scenario: cell.scenario } }, lang, ''),
      );
      await sendAction(page, entry, lang);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: text(lang, cell.message) })
        .first();
      await expect(alert, `the ${lang} text of ${cell.code}`).toBeVisible();
      await expect(page.locator('#root'), 'no blank page').not.toBeEmpty();
      expect(pageErrors, 'no uncaught page error').toEqual([]);
      const scope = entry.action?.scope?.(page, lang) ?? page;
      for (const field of entry.action?.fields ?? []) {
        await expect(fieldOf(scope, lang, field.label)).toHaveValue(field.value);
      }
      results.push({ ...base, passed: true, message: (await alert.innerText()).trim(), retry: 'refusal' });
    } catch (error) {
      results.push({ ...base, passed: false, failure: failureOf(error) });
    }
    page.off('pageerror', onError);
  }
  return results;
}
