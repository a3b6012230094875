import type { passwordCalls } from '../../../src/api/contracts/password';
import { member, securityForm, tab } from '../steps';
import { text } from '../texts';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `passwordCalls` (src/api/contracts/password.ts), or why it does not. */
export const passwordRows = {
  visited: [
    // The member's own change, a form of the security centre.
    securityForm({
      call: 'changePassword',
      section: 'security:loginPassword',
      opener: 'security:loginPassword.change',
      fields: [
        { label: 'security:loginPassword.old', value: 'Demo@1234' },
        { label: 'security:loginPassword.new', value: 'Demo@5678' },
        { label: 'security:loginPassword.confirm', value: 'Demo@5678' },
      ],
      send: 'security:loginPassword.submit',
    }),
    // Password recovery: by e-mail (demo01's address in seed 1), and by phone (mobile01's number).
    {
      call: 'forgotPasswordEmail',
      screen: { path: '/login' },
      action: {
        open: async (page, lang) => {
          await page.getByRole('button', { name: text(lang, 'auth:forgotPassword') }).click();
          await tab('recovery:tab_email')(page, lang);
        },
        scope: (page) => page.getByRole('tabpanel'),
        fields: [
          { label: 'recovery:username', value: member },
          { label: 'recovery:email', value: 'demo01@goldenplay.example.com' },
        ],
        send: 'recovery:send_email',
      },
      codes: [
        {
          code: 'USER_NOT_FOUND',
          scenario: 'default',
          message: 'common:errors.userNotFound',
          fields: [
            { label: 'recovery:username', value: 'nobody99' },
            { label: 'recovery:email', value: 'nobody99@example.com' },
          ],
        },
      ],
    },
    {
      call: 'setPasswordByPhone',
      screen: { path: '/login' },
      action: {
        open: (page, lang) => page.getByRole('button', { name: text(lang, 'auth:forgotPassword') }).click(),
        scope: (page) => page.getByRole('tabpanel'),
        fields: [
          { label: 'recovery:mobile', value: '01712345678' },
          { label: 'verification:code_label', value: '123456' },
          { label: 'recovery:new_password', value: 'Mobile@5678' },
          { label: 'recovery:confirm_password', value: 'Mobile@5678' },
        ],
        send: 'recovery:set_password',
      },
      codes: [
        {
          code: 'USER_NOT_FOUND',
          scenario: 'default',
          message: 'common:errors.userNotFound',
          fields: [
            { label: 'recovery:mobile', value: '01999999999' },
            { label: 'verification:code_label', value: '123456' },
            { label: 'recovery:new_password', value: 'Mobile@5678' },
            { label: 'recovery:confirm_password', value: 'Mobile@5678' },
          ],
        },
        {
          code: 'INVALID_CODE',
          scenario: 'default',
          message: 'verification:invalid_code',
          fields: [
            { label: 'recovery:mobile', value: '01712345678' },
            { label: 'verification:code_label', value: '654321' },
            { label: 'recovery:new_password', value: 'Mobile@5678' },
            { label: 'recovery:confirm_password', value: 'Mobile@5678' },
          ],
        },
      ],
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof passwordCalls>;
