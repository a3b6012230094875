import { describe, expect, it } from 'vitest';
import { checkRate } from './contract-form';

describe('a typed contract rate', () => {
  it('is a percent above 0 with at most 2 decimals', () => {
    expect(checkRate(' 1.5 ', 'dailySalary')).toEqual({ ok: true, rate: 1.5 });
    expect(checkRate('.25', 'dailySalary')).toEqual({ ok: true, rate: 0.25 });
    expect(checkRate('১.৫', 'dailySalary')).toEqual({ ok: true, rate: 1.5 });
    expect(checkRate('', 'dailySalary')).toEqual({ ok: false, code: 'required' });
    for (const text of ['0', '0.00', '1.005', 'abc', '-1', '1,5'])
      expect(checkRate(text, 'dailySalary')).toEqual({ ok: false, code: 'format' });
  });

  it('stays within the limit of its kind (dividend 60 %, salaries 5 %)', () => {
    expect(checkRate('5', 'realtimeSalary')).toEqual({ ok: true, rate: 5 });
    expect(checkRate('5.01', 'hourlySalary')).toEqual({ ok: false, code: 'tooHigh' });
    expect(checkRate('60', 'dividend')).toEqual({ ok: true, rate: 60 });
    expect(checkRate('60.01', 'dividend')).toEqual({ ok: false, code: 'tooHigh' });
  });
});
