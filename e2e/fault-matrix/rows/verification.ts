import type { Page } from '@playwright/test';
import type { verificationCalls } from '../../../src/api/contracts/verification';
import { tab } from '../steps';
import { text, type Lang } from '../texts';
import type { AreaRows } from '../types';

/** A warning dialog (an SMS code refused) is closed with its OK, as the player does. */
async function closeWarning(page: Page, lang: Lang) {
  const ok = page
    .getByRole('dialog', { name: text(lang, 'verification:warning_title') })
    .getByRole('button', { name: text(lang, 'verification:ok') });
  if (await ok.isVisible()) await ok.click();
}

/** Where the matrix visits each call of `verificationCalls` (src/api/contracts/verification.ts), or why it does not. */
export const verificationRows = {
  visited: [
    // An SMS code for the SMS login: a failure is a warning to close (OK) before the code is asked again.
    {
      call: 'smsCodeNoLogin',
      screen: { path: '/login' },
      action: {
        open: tab('auth:tabSms'),
        scope: (page) => page.getByRole('tabpanel'),
        fields: [{ label: 'verification:mobile_label', value: '01712345678' }],
        send: 'verification:send_code',
      },
      beforeRetry: closeWarning,
      codes: [
        {
          code: 'TOO_MANY_REQUESTS',
          scenario: 'sms-rate-limited',
          message: 'verification:too_many_requests',
        },
        { code: 'QUOTA_EXCEEDED', scenario: 'sms-quota-exceeded', message: 'verification:quota_exceeded' },
      ],
    },
    {
      call: 'smsCodeRegister',
      screen: { path: '/register', scenario: 'mobile-register' },
      action: {
        open: tab('register:tabMobile'),
        scope: (page) => page.getByRole('tabpanel'),
        fields: [{ label: 'register:fields.mobileNum', value: '01912345678' }],
        send: 'verification:send_code',
      },
      beforeRetry: closeWarning,
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof verificationCalls>;
