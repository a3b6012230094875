import { describe, expect, it } from 'vitest';
import {
  admitProofImages,
  clockText,
  isOpenableLink,
  remarkLength,
  secondsUntil,
  validateAccountName,
  validateAccountNumber,
  validateAmount,
  validateBankName,
  validateDepositReference,
  validateReceivingAddress,
  validateRemark,
  validateWithdrawPassword,
} from './payment-rules';

const MB = 1024 * 1024;

describe('amounts', () => {
  const limits = { min: 200, max: 25_000 };
  it.each([
    ['', 'amountRequired', {}],
    ['   ', 'amountRequired', {}],
    ['0', 'amountInvalid', {}],
    ['0.00', 'amountInvalid', {}],
    ['12.345', 'amountInvalid', {}],
    ['ten', 'amountInvalid', {}],
    ['199.99', 'amountRange', { min: 200, max: 25_000 }],
    ['25000.01', 'amountRange', { min: 200, max: 25_000 }],
  ])('refuses %j with %s', (text, key, params) => {
    expect(validateAmount(text, limits)).toEqual({ key, params });
  });

  it('accepts the limits themselves', () => {
    expect(validateAmount('200', limits)).toBeNull();
    expect(validateAmount('25,000', limits)).toBeNull();
  });

  it('refuses a withdrawal above the balance, and accepts the whole balance', () => {
    expect(validateAmount('5000', { ...limits, balance: 4_999.99 })).toEqual({
      key: 'amountOverBalance',
      params: { balance: 4_999.99 },
    });
    expect(validateAmount('4999.99', { ...limits, balance: 4_999.99 })).toBeNull();
    // Out of limits wins over the balance: the channel's range is the first thing to fix.
    expect(validateAmount('100', { ...limits, balance: 50 })).toMatchObject({ key: 'amountRange' });
  });
});

describe('withdrawal fields', () => {
  it('needs a withdrawal password (SPEC 5.5)', () => {
    expect(validateWithdrawPassword(' ')).toEqual({ key: 'passwordRequired', params: {} });
    expect(validateWithdrawPassword('112233')).toBeNull();
  });

  it('needs a TRC20 receiving address (SPEC 5.5)', () => {
    expect(validateReceivingAddress('')).toEqual({ key: 'addressRequired', params: {} });
    expect(validateReceivingAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeNull();
    for (const bad of [
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', // 32 after T
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSEE', // 34 after T
      'AQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', // not T
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0', // 0 is not base58
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSl', // nor is l
    ])
      expect(validateReceivingAddress(bad), bad).toEqual({ key: 'addressInvalid', params: {} });
  });

  it('checks the account name format: letters and spaces (SPEC 5.5 real name)', () => {
    expect(validateAccountName('Rahim Islam')).toBeNull();
    expect(validateAccountName('রহিম ইসলাম')).toBeNull();
    expect(validateAccountName('')).toEqual({ key: 'required', params: {} });
    // The profile's rule: a full name of two or more parts.
    for (const bad of ['Rahim2', 'Rahim  Islam', 'Rahim_Islam', 'R@him', 'Rahim'])
      expect(validateAccountName(bad), bad).toEqual({ key: 'realNameInvalid', params: {} });
  });

  it('checks the account number: 10 to 17 digits', () => {
    expect(validateAccountNumber('0171234567')).toBeNull();
    expect(validateAccountNumber('12345678901234567')).toBeNull();
    expect(validateAccountNumber('')).toEqual({ key: 'required', params: {} });
    for (const bad of ['017123456', '123456789012345678', '01712-34567', 'abcdefghij'])
      expect(validateAccountNumber(bad), bad).toEqual({ key: 'accountNumberInvalid', params: {} });
  });

  it('needs a bank', () => {
    expect(validateBankName('')).toEqual({ key: 'bankRequired', params: {} });
    expect(validateBankName('bKash')).toBeNull();
  });
});

describe('remark (SPEC 5.5, 9: 140 characters)', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(remarkLength('😀'.repeat(3))).toBe(3);
    expect(validateRemark('😀'.repeat(140))).toBeNull();
    expect(validateRemark('a'.repeat(141))).toEqual({ key: 'remarkLimit', params: { limit: 140 } });
  });
});

describe('proof images (SPEC 5.5, 9: png or jpg, 5 MB each, at most 3)', () => {
  const png = (name: string, size = 1_000) => ({ name, type: 'image/png', size });

  it('accepts png and jpg, by type or (without a type) by extension', () => {
    const chosen = [
      png('a.png'),
      { name: 'b.jpg', type: 'image/jpeg', size: 10 },
      { name: 'c.JPEG', type: '', size: 10 },
    ];
    expect(admitProofImages(0, chosen)).toEqual({ accepted: chosen, refused: false });
  });

  it('refuses a gif, a renamed gif, a file over 5 MB and an empty one, keeping the others', () => {
    const good = png('ok.png');
    const chosen = [
      { name: 'x.gif', type: 'image/gif', size: 10 },
      { name: 'x.png', type: 'image/gif', size: 10 },
      png('big.png', 6 * MB),
      png('empty.png', 0),
      good,
    ];
    expect(admitProofImages(0, chosen)).toEqual({ accepted: [good], refused: true });
  });

  it('takes 5 MB exactly', () => {
    expect(admitProofImages(0, [png('max.png', 5 * MB)]).refused).toBe(false);
    expect(admitProofImages(0, [png('over.png', 5 * MB + 1)]).refused).toBe(true);
  });

  it('stops at 3 in all: a 4th is refused', () => {
    expect(admitProofImages(2, [png('3.png'), png('4.png')])).toEqual({
      accepted: [png('3.png')],
      refused: true,
    });
    expect(admitProofImages(3, [png('4.png')])).toEqual({ accepted: [], refused: true });
    expect(
      admitProofImages(0, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]).accepted,
    ).toHaveLength(3);
  });
});

describe('paying a deposit', () => {
  it('asks for the transaction id only where it is needed, and checks its shape', () => {
    expect(validateDepositReference('  ', true)?.key).toBe('referenceRequired');
    expect(validateDepositReference('', false)).toBeNull();
    expect(validateDepositReference('8N7A2KQ4LM', true)).toBeNull();
    expect(validateDepositReference(' 8N7A2KQ4LM ', true)).toBeNull();
    expect(validateDepositReference('ab-12345', false)?.key).toBe('referenceInvalid');
    expect(validateDepositReference('A1B2C', true)?.key).toBe('referenceInvalid');
  });

  it('counts whole seconds to a deadline, never below zero', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(secondsUntil('2026-11-28T12:30:00.000Z', now)).toBe(1800);
    expect(secondsUntil('2026-11-28T12:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-11-28T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a time', now)).toBe(0);
  });

  it('shows the time left as m:ss, and h:mm:ss from an hour', () => {
    expect(clockText(1800)).toBe('30:00');
    expect(clockText(65)).toBe('1:05');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(3_725)).toBe('1:02:05');
  });

  it('opens a wallet app, a dial or https, but never a link that runs in the page', () => {
    for (const link of ['bkash://', 'nagad://pay', 'tel:*322%23', 'https://pay.example.com/x'])
      expect(isOpenableLink(link)).toBe(true);
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'data:text/html,x',
      'http://x',
      '',
      null,
      '/relative',
    ])
      expect(isOpenableLink(link)).toBe(false);
  });
});
