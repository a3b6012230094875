import type { Page } from '@playwright/test';
import type { CallName } from '../../src/api/contracts';
import { text, type Lang } from './texts';
import type { MatrixEntry, TypedField } from './types';

/** The accounts, places and controls the rows of the matrix (rows/<area>.ts) share. */

export const member = 'demo01';

export const agent = 'agent01';

export const mc = (page: string) => `/?mcPage=${page}`;

export const ac = (page: string) => `/agentHome?acPage=${page}`;

/** The one open popup (the member centre, the login): where a form's fields are. */
export const popup = (page: Page) => page.getByRole('dialog').last();

export const tab = (key: string) => (page: Page, lang: Lang) =>
  page.getByRole('tab', { name: text(lang, key) }).click();

export const titled = (key: string) => (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: text(lang, key) });

/** A region of the security centre, by its section's catalogue key (`security:email`). */
export const securityRegion = (section: string) => (page: Page, lang: Lang) =>
  popup(page).getByRole('region', { name: text(lang, `${section}.title`) });

/** A form of the security centre: opened by its button (`opener`) inside its section's region. */
export function securityForm<Call extends CallName>(form: {
  call: Call;
  section: string;
  opener: string;
  fields: TypedField[];
  send: string;
  scenario?: string;
}): MatrixEntry & { call: Call } {
  const region = securityRegion(form.section);
  return {
    call: form.call,
    screen: {
      path: mc('securityCenter'),
      account: member,
      ...(form.scenario ? { scenario: form.scenario } : {}),
    },
    action: {
      open: (page, lang) =>
        region(page, lang)
          .getByRole('button', { name: text(lang, form.opener) })
          .click(),
      scope: region,
      fields: form.fields,
      send: form.send,
    },
  };
}
