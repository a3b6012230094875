import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskEmail, maskMobile } from './masking';

describe('masking', () => {
  it.each([
    ['01811112222', '018****2222'],
    [' 01712345678 ', '017****5678'],
    ['1234567', '****67'],
    ['123', '****'],
  ])('mobile %j → %j', (value, expected) => {
    expect(maskMobile(value)).toBe(expected);
  });

  it.each([
    ['demo01@play.example.com', 'de****@play.example.com'],
    ['ab@x.com', 'a****@x.com'],
    ['a@x.com', '****@x.com'],
    ['not-an-email', '****'],
  ])('e-mail %j → %j', (value, expected) => {
    expect(maskEmail(value)).toBe(expected);
  });

  it.each([
    ['01700001001', '****1001'],
    ['1234 5678 9012', '****9012'],
    ['123', '****'],
  ])('account number %j → %j', (value, expected) => {
    expect(maskAccountNumber(value)).toBe(expected);
  });
});
