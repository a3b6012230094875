import { describe, expect, it } from 'vitest';
import { affiliateErrors, inviteLink, trimAffiliate } from './referral';

describe('invite link (SPEC 3.1 referralCode)', () => {
  it('is the site domain + /register?referralCode=<code>', () => {
    expect(inviteLink('luckyplay.example.com', 'AB12CD34')).toBe(
      'https://luckyplay.example.com/register?referralCode=AB12CD34',
    );
    expect(inviteLink('https://luckyplay.example.com/', 'A B')).toBe(
      'https://luckyplay.example.com/register?referralCode=A%20B',
    );
  });
});

describe('affiliate application rules', () => {
  const filled = { name: 'Rahim', contact: '01712345678', channel: 'https://fb.me/rahim', message: '' };
  it('needs name, contact and channel; the message is optional up to 140 characters', () => {
    expect(affiliateErrors(filled)).toEqual({});
    expect(affiliateErrors({ name: ' ', contact: '', channel: '', message: '' })).toEqual({
      name: 'required',
      contact: 'required',
      channel: 'required',
    });
    expect(affiliateErrors({ ...filled, message: 'x'.repeat(140) })).toEqual({});
    expect(affiliateErrors({ ...filled, message: 'x'.repeat(141) })).toEqual({ message: 'tooLong' });
  });
  it('sends trimmed values', () => {
    expect(trimAffiliate({ ...filled, name: ' Rahim ' }).name).toBe('Rahim');
  });
});
