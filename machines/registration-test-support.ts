import type { FieldRule, RegisterField, RegisterSettings } from '../src/api/contracts/register';
import type { RegisterSwitches } from './registration.machine';

/**
 * Registration rules and switches for tests of the registration machine: its unit tests and the
 * model-based journeys (e2e/model/registration.model.ts) build the same settings.
 */
export const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: '9',
  minLength: 1,
  maxLength: 50,
  ...overrides,
});

/** Rules like the mock platform's defaults (SPEC 3.1): username, password, confirmation, captcha required. */
export function registerSettings(
  overrides: Partial<Record<RegisterField, FieldRule>> = {},
): RegisterSettings {
  return {
    fields: {
      username: rule({
        required: true,
        acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
        patternId: '2',
        minLength: 4,
        maxLength: 16,
      }),
      password: rule({ required: true, patternId: '9', minLength: 6, maxLength: 20 }),
      confirmPassword: rule({ required: true, minLength: 6, maxLength: 20 }),
      mobileNum: rule({ acceptedPattern: '^[0-9]+$', patternId: '5', minLength: 11, maxLength: 11 }),
      email: rule({ patternId: '4', minLength: 5, maxLength: 50 }),
      affiliateCode: rule({ minLength: 4, maxLength: 20 }),
      captcha: rule({ required: true, minLength: 4, maxLength: 4 }),
      verificationCode: rule({ minLength: 6, maxLength: 6 }),
      paymentPassword: rule({ enabled: false }),
      ...overrides,
    },
    minimumAge: 18,
    countryDialingCode: '880',
  };
}

// SPEC 3.3, 4.5: the white-label switches that decide the register type and the SMS code.
export const usernameOnly: RegisterSwitches = {
  USERNAMEREG3: true,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: true,
  REGMOBVERF3: false,
};
