import { describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../api/contracts/wallet';
import en from '../../i18n/locales/en/wallet.json';
import bn from '../../i18n/locales/bn/wallet.json';
import { messageTemplates } from '../../api/contracts/wallet';
import { messageText } from './message-text';

const message = (change: Partial<InboxMessage>): InboxMessage => ({
  id: 'M1',
  sentAt: '2026-11-22T12:00:00.000Z',
  template: 'depositCredited',
  title: 'Deposit credited',
  body: 'Your deposit of ৳ 12,345.50 has been credited to your BetBangla account.',
  params: { site: 'BetBangla', currency: '৳', amount: '12,345.50' },
  read: false,
  ...change,
});

/** A stand-in for i18next's t over one catalogue: looks the key up and fills {{placeholders}}. */
const translator =
  (catalogue: Record<string, unknown>) =>
  (key: string, params: Record<string, string>): string => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
    return String(text).replace(/{{(\w+)}}/g, (_, name: string) => params[name] ?? '');
  };

describe('message text', () => {
  it('renders a template from the catalogue with its site, currency and amount', () => {
    expect(messageText(message({}), translator(en), 'EN')).toEqual({
      title: 'Deposit credited',
      body: 'Your deposit of ৳12,345.50 has been credited to your BetBangla account.',
    });
    const bengali = messageText(message({ template: 'withdrawalRejected' }), translator(bn), 'BN');
    expect(bengali.title).toBe(bn.templates.withdrawalRejected.title);
    expect(bengali.body).toContain('BetBangla');
    expect(bengali.body).toContain('৳12,345.50');
  });

  it('has every SPEC 3.2 template in both languages, each with site and currency', () => {
    for (const catalogue of [en, bn])
      for (const template of messageTemplates) {
        const { body } = catalogue.templates[template];
        expect(body).toContain('{{site}}');
        expect(body).toContain('{{currency}}');
        expect(body).toContain('{{amount}}');
      }
  });

  it('shows free text and unknown templates as sent', () => {
    const sent = { title: 'Maintenance tonight', body: 'The site rests from 2 to 3 am.' };
    expect(messageText(message({ template: null, ...sent }), translator(en), 'EN')).toEqual(sent);
    expect(messageText(message({ template: 'bonusGranted', ...sent }), translator(en), 'EN')).toEqual(sent);
  });

  it('keeps an amount it cannot read as sent', () => {
    const text = messageText(
      message({ params: { site: 'X', currency: '$', amount: 'n/a' } }),
      translator(en),
      'EN',
    );
    expect(text.body).toContain('$n/a');
  });
});
