import { expect } from '@playwright/test';
import type { securityCalls } from '../../../src/api/contracts/security';
import { fieldOf } from '../screen';
import { member, mc, popup, securityForm, securityRegion } from '../steps';
import { text, textPattern } from '../texts';
import type { AreaRows } from '../types';

/** Where the matrix visits each call of `securityCalls` (src/api/contracts/security.ts), or why it does not. */
export const securityRows = {
  visited: [
    { call: 'securityInfo', screen: { path: mc('securityCenter'), account: member } },
    { call: 'profileSettings', screen: { path: mc('securityCenter'), account: member } },
    {
      call: 'saveProfile',
      screen: { path: mc('securityCenter'), account: member },
      action: {
        scope: (page, lang) =>
          popup(page).getByRole('region', { name: text(lang, 'security:profile.title') }),
        fields: [{ label: 'security:profile.nickname', value: 'Rahim99' }],
        send: 'security:profile.save',
      },
    },
    // The security centre's forms: each opened by its button inside its region of the page.
    securityForm({
      call: 'bindEmail',
      section: 'security:email',
      opener: 'security:email.change',
      fields: [{ label: 'security:email.newAddress', value: 'rahim.uddin@example.com' }],
      send: 'security:email.submit',
    }),
    securityForm({
      call: 'changePaymentPassword',
      section: 'security:paymentPassword',
      opener: 'security:paymentPassword.change',
      fields: [
        { label: 'security:paymentPassword.old', value: '112233' },
        { label: 'security:paymentPassword.new', value: '445566' },
        { label: 'security:paymentPassword.confirm', value: '445566' },
      ],
      send: 'security:paymentPassword.submitChange',
    }),
    // A first payment password: demo01 has none in no-payment-password.
    securityForm({
      call: 'setPaymentPassword',
      section: 'security:paymentPassword',
      opener: 'security:paymentPassword.set',
      fields: [
        { label: 'security:paymentPassword.new', value: '445566' },
        { label: 'security:paymentPassword.confirm', value: '445566' },
      ],
      send: 'security:paymentPassword.submitSet',
      scenario: 'no-payment-password',
    }),
    // A number is bound with the code sent to it (mocks: the code and the number must match), so the
    // code is asked for first; a number no member holds.
    {
      call: 'bindMobile',
      screen: { path: mc('securityCenter'), account: member },
      action: {
        open: async (page, lang) => {
          const region = securityRegion('security:mobile')(page, lang);
          await region.getByRole('button', { name: text(lang, 'security:mobile.bind') }).click();
          await fieldOf(region, lang, { label: 'security:mobile.number', value: '' }).fill('01812345678');
          await region.getByRole('button', { name: text(lang, 'verification:send_code') }).click();
          await expect(region.getByText(textPattern(lang, 'verification:code_sent'))).toBeVisible();
        },
        scope: securityRegion('security:mobile'),
        fields: [
          { label: 'security:mobile.number', value: '01812345678' },
          { label: 'verification:code_label', value: '123456' },
        ],
        send: 'security:mobile.submit',
      },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof securityCalls>;
