import type { Page } from '@playwright/test';
import type { paymentsCalls } from '../../../src/api/contracts/payments';
import { member, mc, popup } from '../steps';
import { text, textPattern, type Lang } from '../texts';
import type { AreaRows } from '../types';

/** A bKash deposit of 1,000 placed, so its pay-to form is shown. */
const placeDeposit = async (page: Page, lang: Lang) => {
  const centre = popup(page);
  await centre.getByRole('textbox', { name: new RegExp(`^${text(lang, 'payments:amount')}`) }).fill('1000');
  await centre.getByRole('button', { name: text(lang, 'payments:depositSubmit'), exact: true }).click();
};

/** Where the matrix visits each call of `paymentsCalls` (src/api/contracts/payments.ts), or why it does not. */
export const paymentsRows = {
  visited: [
    {
      call: 'paymentChannels',
      screen: { path: mc('depositv2'), account: member },
      codes: [
        {
          code: 'function.not.available',
          scenario: 'function-off',
          message: 'common:errors.functionNotAvailable',
        },
      ],
    },
    { call: 'paymentOrders', screen: { path: mc('depositv2'), account: member } },
    { call: 'withdrawInfo', screen: { path: mc('withdraw'), account: member } },
    { call: 'bankAccounts', screen: { path: mc('securityCenter'), account: member } },
    {
      call: 'deposit',
      screen: { path: mc('depositv2'), account: member },
      action: {
        scope: popup,
        fields: [{ label: 'payments:amount', value: '1000' }],
        send: 'payments:depositSubmit',
      },
    },
    // "I have paid" on a placed deposit: the transaction id, then the report, in one send. In the
    // world where a deposit waits for the player's report: in the default one the back office credits
    // it 10 s after the request, and a slow run would find nothing left to pay.
    ...(['depositReference', 'depositPaid'] as const).map((call) => ({
      call,
      screen: { path: mc('depositv2'), account: member, scenario: 'deposit-awaits-payment' },
      action: {
        open: placeDeposit,
        scope: popup,
        fields: [{ label: 'payments:payTo.transactionId', value: '8N7A2KQ4LM' }],
        send: 'payments:payTo.paid',
      },
    })),
    {
      call: 'withdraw',
      screen: { path: mc('withdraw'), account: member },
      action: {
        scope: popup,
        fields: [
          { label: 'payments:amount', value: '500' },
          { label: 'payments:withdrawPassword', value: '112233' },
        ],
        send: 'payments:withdrawSubmit',
      },
    },
    // A paid withdrawal's answer (money-in-flight: 1,500 awaits Received / Not received).
    {
      call: 'confirmWithdrawal',
      screen: { path: mc('withdraw'), account: member, scenario: 'money-in-flight' },
      action: {
        scope: (page, lang) =>
          popup(page).getByRole('article', { name: textPattern(lang, 'payments:confirmTitle') }),
        fields: [],
        send: 'payments:receivedInFull',
      },
    },
    // A new bank account, from the withdrawal page (a money call: its outcome may be unknown).
    {
      call: 'addBankAccount',
      screen: { path: mc('withdraw'), account: member },
      action: {
        open: (page, lang) =>
          popup(page)
            .getByRole('button', { name: text(lang, 'payments:addBankAccount') })
            .click(),
        scope: popup,
        fields: [
          { label: 'payments:bankName', value: 'Nagad', select: true, exact: true },
          { label: 'payments:accountName', value: 'Rahim Islam' },
          { label: 'payments:accountNumber', value: '01712345678' },
        ],
        send: 'payments:saveBankAccount',
      },
    },
  ],
  uncovered: [],
} satisfies AreaRows<keyof typeof paymentsCalls>;
