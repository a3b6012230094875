import { expect, type Locator, type Page } from '@playwright/test';
import { labelPattern, textPattern, type Lang } from './texts';
import type { MatrixAction, MatrixEntry, TypedField } from './types';

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
  const scoped = action.scope?.(page, lang);
  const scope = scoped ?? page;
  // The form's popup or panel, or (a form on the page) its send control, is there before anything
  // is typed: a form that never opened is a different finding from a field missing.
  await expect(scoped ?? sendControl(page, action, lang), 'the form opens').toBeVisible();
  for (const field of action.fields) {
    const input = fieldOf(scope, lang, field);
    if (field.select) await input.selectOption(field.value);
    else if (field.check) await input.check();
    else await input.fill(field.value);
  }
  await sendControl(scope, action, lang).click();
}

/** The action's send control in its scope (the first, when one sits on each item of a list). */
export function sendControl(scope: Page | Locator, action: MatrixAction, lang: Lang): Locator {
  const role = action.sendRole ?? 'button';
  if (!action.sendPrefixed) return scope.getByRole(role, { name: textPattern(lang, action.send) }).first();
  const whole = textPattern(lang, action.send).source.replace(/\$$/, '');
  return scope.getByRole(role, { name: new RegExp(`${whole}: `) }).first();
}

/** A form field by its label (a tab or a button of the same name is not one). */
export function fieldOf(scope: Page | Locator, lang: Lang, field: TypedField): Locator {
  const label = field.exact ? textPattern(lang, field.label) : labelPattern(lang, field.label);
  return scope.getByLabel(label).and(scope.locator('input, select, textarea')).first();
}

/** What was typed is still there: each field's value, each box still ticked. */
export async function expectFieldsKept(scope: Page | Locator, lang: Lang, fields: readonly TypedField[]) {
  for (const field of fields) {
    const input = fieldOf(scope, lang, field);
    const kept = expect(input, `${field.label} kept`);
    await (field.check ? kept.toBeChecked() : kept.toHaveValue(field.value));
  }
}
