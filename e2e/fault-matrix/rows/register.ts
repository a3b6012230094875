import type { registerCalls } from '../../../src/api/contracts/register';
import { tab, titled } from '../steps';
import type { AreaRows, TypedField } from '../types';

/** A new player's form: the first field of its way (username or SMS code), then the others. */
const registerFields = (first: string, value: string): TypedField[] => [
  { label: first, value },
  { label: 'register:fields.mobileNum', value: '01912345678' },
  { label: 'register:fields.password', value: 'Player@123' },
  { label: 'register:fields.confirmPassword', value: 'Player@123' },
  { label: 'register:fields.payeeName', value: 'Karim Ahmed' },
  { label: 'register:fields.email', value: 'karim.ahmed@example.com' },
  { label: 'register:fields.captcha', value: '1234' },
  { label: 'register:terms', value: 'ticked', check: true },
];

/** Where the matrix visits each call of `registerCalls` (src/api/contracts/register.ts), or why it does not. */
export const registerRows = {
  visited: [
    { call: 'registerSettings', screen: { path: '/register' } },
    // A link's invitation code, checked as the form opens; its refusal INVALID_INVITATION_CODE shows
    // under the field (e2e/register.spec.ts).
    {
      call: 'affiliate',
      screen: { path: '/register?affiliateCode=BETBD' },
      retry: 'register:affiliateRecheck',
      codes: [
        {
          code: 'INVALID_INVITATION_CODE',
          scenario: 'affiliate-invalid',
          message: 'validation:invitation_code_error',
          field: 'register:fields.affiliateCode',
        },
      ],
    },
    // Registration: by username (the default form), and by mobile number with its SMS code.
    {
      call: 'register',
      screen: { path: '/register' },
      action: {
        scope: titled('register:title'),
        fields: [...registerFields('register:fields.username', 'newplayer07')],
        send: 'register:submit',
      },
      codes: [
        {
          code: 'INVALID_CAPTCHA',
          scenario: 'default',
          message: 'verification:invalid_captcha',
          fields: registerFields('register:fields.username', 'newplayer07').map((field) =>
            field.label === 'register:fields.captcha' ? { ...field, value: '9999' } : field,
          ),
        },
      ],
    },
    {
      call: 'registerMobile',
      screen: { path: '/register', scenario: 'mobile-register' },
      action: {
        open: tab('register:tabMobile'),
        scope: (page) => page.getByRole('tabpanel'),
        fields: [...registerFields('verification:code_label', '123456')],
        send: 'register:submit',
      },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof registerCalls>;
