import { describe, expect, it } from 'vitest';
import { amountInputText, checkAmount, latinDigits, parseAmount } from './transfer-amount';

describe('transfer amounts', () => {
  it('reads plain amounts, separators and Bengali digits', () => {
    expect(parseAmount('500')).toBe(500);
    expect(parseAmount(' 1,000.5 ')).toBe(1000.5);
    expect(parseAmount('.25')).toBe(0.25);
    expect(parseAmount('৫০০.৫০')).toBe(500.5);
    expect(latinDigits('১২৩')).toBe('123');
  });

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '1.234', '-5', '1e3', '1..2', '+3', '5 000 taka'])
      expect(parseAmount(text), text).toBeNull();
    // A trailing point is a half-typed amount, read as the whole part.
    expect(parseAmount('5.')).toBe(5);
  });

  it('checks an amount against the source wallet', () => {
    expect(checkAmount('', 100)).toEqual({ ok: false, code: 'required' });
    expect(checkAmount('   ', 100)).toEqual({ ok: false, code: 'required' });
    expect(checkAmount('ten', 100)).toEqual({ ok: false, code: 'format' });
    expect(checkAmount('0', 100)).toEqual({ ok: false, code: 'positive' });
    expect(checkAmount('0.00', 100)).toEqual({ ok: false, code: 'positive' });
    expect(checkAmount('100.01', 100)).toEqual({ ok: false, code: 'overBalance' });
    expect(checkAmount('100', 100)).toEqual({ ok: true, amount: 100 });
    expect(checkAmount('0.3', 0.1 + 0.2)).toEqual({ ok: true, amount: 0.3 });
    expect(checkAmount('1', 0)).toEqual({ ok: false, code: 'overBalance' });
  });

  it('fills the field with a whole balance', () => {
    expect(amountInputText(500)).toBe('500');
    expect(amountInputText(24_499.75)).toBe('24499.75');
    expect(amountInputText(0.1 + 0.2)).toBe('0.30');
  });
});
