// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fullPaymentReadings,
  paymentOrderStatuses,
  payoutConfirmationStatuses,
} from '../../api/contracts/payments';
import { depositPaymentStages } from './payment-text';

/**
 * The payments catalogue holds the keys the pages build from a value (the i18n test sees only
 * literal keys): every order and confirmation status, every rule message, every seeded method.
 */
const load = (lang: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../i18n/locales', lang, 'payments.json'), 'utf8'),
  ) as Record<string, Record<string, string>>;

const ruleKeys = [
  'required',
  'amountRequired',
  'amountInvalid',
  'amountRange',
  'amountOverBalance',
  'passwordRequired',
  'addressRequired',
  'addressInvalid',
  'accountRequired',
  'realNameInvalid',
  'accountNumberInvalid',
  'bankRequired',
  'remarkLimit',
  'proofRules',
  'proofRequired',
  'amountReceivedInvalid',
  'referenceRequired',
  'referenceInvalid',
];

describe.each(['en', 'bn'])('payments catalogue (%s)', (lang) => {
  const catalogue = load(lang);
  it('names every order and confirmation status', () => {
    expect(Object.keys(catalogue.status!).sort()).toEqual(
      [...paymentOrderStatuses, ...depositPaymentStages].sort(),
    );
    expect(Object.keys(catalogue.confirmation!).sort()).toEqual([...payoutConfirmationStatuses].sort());
  });
  it('has every rule message, every method and both forced-receipt and full-payment readings', () => {
    expect(Object.keys(catalogue.errors!).sort()).toEqual([...ruleKeys].sort());
    expect(Object.keys(catalogue.methods!).sort()).toEqual(['bank', 'bkash', 'nagad', 'rocket', 'usdt']);
    expect(Object.keys(catalogue.forcedReceipt!).sort()).toEqual(['noRefund', 'refund']);
    expect(Object.keys(catalogue.fullPayment!).sort()).toEqual([...fullPaymentReadings].sort());
    expect(Object.keys(catalogue.rejectReason!).sort()).toEqual([
      'accountCheckFailed',
      'depositExpired',
      'other',
      'paymentNotReceived',
    ]);
  });
});

it('gives the spec texts of SPEC 5.5 in English', () => {
  const en = load('en').errors!;
  expect(en.proofRules).toBe('Uploaded images are png or jpg only, max 5MB each, at most 3 images.');
  expect(en.remarkLimit).toBe('Comment or remark limit {{limit}} characters.');
  expect(en.passwordRequired).toBe('Please enter a withdrawal password.');
  expect(en.addressRequired).toBe('Please enter a receiving address.');
  expect(en.realNameInvalid).toBe('Real name format incorrect.');
});
