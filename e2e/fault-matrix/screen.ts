import type { Locator, Page } from '@playwright/test';
import { labelPattern, textPattern, type Lang } from './texts';
import type { MatrixEntry } from './types';

/** The screen's URL in a language, with more QA parameters (`&fault=…`) after it. */
export function screenUrl(entry: MatrixEntry, lang: Lang, extra: string): string {
  const { path, account, scenario } = entry.screen;
  const query = new URLSearchParams();
  query.set('scenario', scenario ?? 'default');
  query.set('seed', '1');
  if (account) query.set('loginAs', account);
  query.set('lang', lang);
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}${extra}`;
}

/** The action's fields typed and sent (nothing for a call the screen makes as it opens). */
export async function sendAction(page: Page, entry: MatrixEntry, lang: Lang) {
  await entry.open?.(page, lang);
  const action = entry.action;
  if (!action) return;
  await action.open?.(page, lang);
  const scope = action.scope?.(page, lang) ?? page;
  for (const field of action.fields) {
    const input = fieldOf(scope, lang, field.label);
    if (field.select) await input.selectOption(field.value);
    else await input.fill(field.value);
  }
  await scope.getByRole('button', { name: textPattern(lang, action.send) }).click();
}

/** A form field by its label (a tab or a button of the same name is not one). */
export function fieldOf(scope: Page | Locator, lang: Lang, label: string): Locator {
  return scope.getByLabel(labelPattern(lang, label)).and(scope.locator('input, select, textarea')).first();
}
