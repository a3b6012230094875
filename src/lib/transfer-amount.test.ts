import { describe, expect, it } from 'vitest';
import { checkAmount, transferErrors } from './transfer-amount';

describe('transfer amounts', () => {
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

  it('checks a transfer confirmed with the payment password', () => {
    expect(transferErrors({ amount: '', password: ' ' }, 100)).toEqual({
      amount: 'required',
      password: true,
    });
    expect(transferErrors({ amount: '50', password: '123456' }, 100)).toEqual({
      amount: null,
      password: false,
    });
  });
});
