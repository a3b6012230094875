import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_CALL_READING } from '../api/contracts/register';
import { registerCallFor, type RegisterSwitches } from './register-form';

const switches = (MOBILENUMREG3: boolean): RegisterSwitches => ({
  USERNAMEREG3: true,
  MOBILENUMREG3,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
});

// SPEC 4.5 "The register type is registerMobile if MOBILENUMREG3 is on, else register": both readings.
describe('the register type (SPEC 4.5)', () => {
  it('bySwitch, the default reading: registerMobile from either form while MOBILENUMREG3 is on', () => {
    expect(DEFAULT_REGISTER_CALL_READING).toBe('bySwitch');
    expect(registerCallFor('username', switches(true))).toBe('registerMobile');
    expect(registerCallFor('mobile', switches(true))).toBe('registerMobile');
    expect(registerCallFor('username', switches(true), 'bySwitch')).toBe('registerMobile');
    expect(registerCallFor('username', switches(false), 'bySwitch')).toBe('register');
  });

  it('byForm: the call follows the form used', () => {
    expect(registerCallFor('username', switches(true), 'byForm')).toBe('register');
    expect(registerCallFor('mobile', switches(true), 'byForm')).toBe('registerMobile');
    expect(registerCallFor('username', switches(false), 'byForm')).toBe('register');
  });

  it('register under either reading while MOBILENUMREG3 is off, whatever the form', () => {
    for (const reading of ['bySwitch', 'byForm'] as const) {
      expect(registerCallFor('mobile', switches(false), reading)).toBe('register');
    }
  });
});
