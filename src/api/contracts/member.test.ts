import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { balanceCall, BRAND_CURRENCY_SYMBOL } from './member';

describe('balance (observed shape and ours)', () => {
  it('reads the observed { sumBalance, balance: [{ availBalance }] }: the main wallet, the brand symbol', () => {
    expect(
      v.parse(balanceCall.value, {
        sumBalance: 25_500,
        balance: [
          { vassalage: 'MAIN', availBalance: 25_000 },
          { vassalage: 'PG', availBalance: 500 },
        ],
      }),
    ).toEqual({ balance: 25_000, currencySymbol: BRAND_CURRENCY_SYMBOL });
    expect(BRAND_CURRENCY_SYMBOL).toBe('৳');
  });

  it("takes the wallet with accountTypeId 2 as the main one, in a list or alone, as the platform's own page does", () => {
    const main = { accountTypeId: 2, availBalance: 300 };
    const other = { accountTypeId: 5, availBalance: 20 };
    expect(v.parse(balanceCall.value, { sumBalance: 320, balance: [other, main] }).balance).toBe(300);
    expect(v.parse(balanceCall.value, { sumBalance: 320, balance: main }).balance).toBe(300);
    expect(v.parse(balanceCall.value, { sumBalance: 320, balance: other }).balance).toBe(320);
  });

  it('reads sumBalance when no wallet of the list is named the main one', () => {
    expect(
      v.parse(balanceCall.value, {
        sumBalance: 120.5,
        balance: [{ availBalance: 100 }, { availBalance: 20.5 }],
      }),
    ).toEqual({ balance: 120.5, currencySymbol: '৳' });
    expect(v.parse(balanceCall.value, { sumBalance: 7 })).toEqual({ balance: 7, currencySymbol: '৳' });
  });

  it('keeps a currency symbol the answer carries, and reads the wallet code under walletCode too', () => {
    expect(
      v.parse(balanceCall.value, {
        sumBalance: 10,
        currencySymbol: '$',
        balance: [{ walletCode: 'main', availBalance: 4 }],
      }),
    ).toEqual({ balance: 4, currencySymbol: '$' });
  });

  it('reads our older { balance, currencySymbol }', () => {
    expect(v.parse(balanceCall.value, { balance: 25_000, currencySymbol: '৳' })).toEqual({
      balance: 25_000,
      currencySymbol: '৳',
    });
  });

  it('refuses an answer with no amount', () => {
    expect(v.safeParse(balanceCall.value, { balance: [{ availBalance: 1 }] }).success).toBe(false);
    expect(v.safeParse(balanceCall.value, { currencySymbol: '৳' }).success).toBe(false);
  });
});
