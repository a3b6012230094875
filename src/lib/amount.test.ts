import { describe, expect, it } from 'vitest';
import { amountInputText, exceeds, latinDigits, parseAmount } from './amount';

describe('typed amounts', () => {
  it.each([
    ['500', 500],
    ['1000', 1000],
    [' 1,000.5 ', 1000.5],
    ['25000.00', 25000],
    ['0.01', 0.01],
    ['.25', 0.25],
    ['৫০০.৫০', 500.5],
    // A trailing point is a half-typed amount, read as the whole part.
    ['5.', 5],
    ['1.234', null],
    ['-5', null],
    ['1e3', null],
    ['1..2', null],
    ['+3', null],
    ['5 000 taka', null],
    ['abc', null],
    ['', null],
  ])('parseAmount(%j) is %j', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('reads Bengali digits', () => {
    expect(latinDigits('১২৩')).toBe('123');
  });

  it('compares in minor units', () => {
    expect(exceeds(0.3, 0.1 + 0.2)).toBe(false);
    expect(exceeds(100.01, 100)).toBe(true);
  });

  it('fills a field with a whole balance', () => {
    expect(amountInputText(500)).toBe('500');
    expect(amountInputText(24_499.75)).toBe('24499.75');
    expect(amountInputText(0.1 + 0.2)).toBe('0.30');
  });
});
