import { describe, expect, it } from 'vitest';
import { affiliateErrors, inviteLink, trimAffiliate } from './referral';

describe('invite link (SPEC 3.1 referralCode)', () => {
  it("is the site's own origin + /register?referralCode=<code>", () => {
    expect(inviteLink('https://betbangla.example', 'AB12CD34')).toBe(
      'https://betbangla.example/register?referralCode=AB12CD34',
    );
    expect(inviteLink('http://localhost:4173/', 'A B')).toBe(
      'http://localhost:4173/register?referralCode=A%20B',
    );
    expect(inviteLink('betbangla.example', 'X')).toBe('https://betbangla.example/register?referralCode=X');
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
