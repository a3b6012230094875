import type { Page } from '@playwright/test';
import type { sessionCalls } from '../../../src/api/contracts/session';
import { member, titled } from '../steps';
import { textPattern, type Lang } from '../texts';
import type { AreaRows } from '../types';

/** The login popup's first one-click provider (Google). */
const openProvider = (page: Page, lang: Lang) =>
  titled('auth:loginTitle')(page, lang)
    .getByRole('button', { name: textPattern(lang, 'auth:oneClickWith') })
    .first()
    .click();

/** Where the matrix visits each call of `sessionCalls` (src/api/contracts/session.ts), or why it does not. */
export const sessionRows = {
  visited: [
    // A login through the login popup's form: what is typed, and the control that sends.
    {
      call: 'login',
      screen: { path: '/login' },
      action: {
        scope: titled('auth:loginTitle'),
        fields: [
          { label: 'auth:username', value: member },
          { label: 'auth:password', value: 'Demo@1234' },
        ],
        send: 'auth:login',
      },
    },
    // The login popup's other ways in: a trial account and a provider's one-click sign-in.
    {
      call: 'freePlay',
      screen: { path: '/login' },
      action: { scope: titled('auth:loginTitle'), fields: [], send: 'auth:freePlay' },
    },
    // A provider's one-click sign-in: its window (the mock's) continues as demo01; a failure closes
    // it and says so in the login popup, where the player opens the provider's window again.
    {
      call: 'oneClickLogin',
      screen: { path: '/login' },
      action: {
        open: openProvider,
        scope: (page, lang) => page.getByRole('dialog', { name: textPattern(lang, 'qa:oneClick.title') }),
        fields: [],
        send: 'qa:oneClick.continue',
      },
      retryWith: async (page, lang) => {
        await openProvider(page, lang);
        await page.getByRole('button', { name: textPattern(lang, 'qa:oneClick.continue') }).click();
      },
    },
  ],
  uncovered: [
    {
      call: 'logout',
      status: 'by design',
      reason:
        'logging out always succeeds for the player: the session ends here, and the client asks the platform again in the background',
    },
  ],
} satisfies AreaRows<keyof typeof sessionCalls>;
