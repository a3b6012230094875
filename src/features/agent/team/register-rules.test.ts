// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testWorlds } from '../../../../mocks/test-world';
import { ApiError } from '../../../api/errors';
import { loginCall, registerDownlineCall, registerSettingsCall } from '../../../api/contracts';
import type { RegisterValues } from '../../../lib/register-form';
import { downlineFields, validateDownline } from './register-rules';

const world = testWorlds();

const valid: RegisterValues = {
  username: 'rulekid01',
  password: 'Rule@1234',
  confirmPassword: 'Rule@1234',
  payeeName: 'Rule Kid',
  mobileNum: '01755512399',
  email: 'rule.kid@example.com',
};

const cases: Array<[string, RegisterValues]> = [
  ['valid', valid],
  ['username starts with a digit', { ...valid, username: '1rulekid' }],
  ['username too short', { ...valid, username: 'abc' }],
  ['no username', { ...valid, username: '' }],
  ['password without a symbol', { ...valid, password: 'Rule1234', confirmPassword: 'Rule1234' }],
  ['confirmation differs', { ...valid, confirmPassword: 'Rule@12345' }],
  ['no confirmation', { ...valid, confirmPassword: '' }],
  ['one-word real name', { ...valid, payeeName: 'Kid' }],
  ['mobile too short', { ...valid, mobileNum: '0171234' }],
  ['e-mail without a domain', { ...valid, email: 'rule.kid@' }],
  [
    'optional fields left out',
    { username: 'rulekid01', password: 'Rule@1234', confirmPassword: 'Rule@1234' },
  ],
];

describe('register centre rules (client and mock platform agree)', () => {
  it('asks for the enabled fields, username and passwords always', async () => {
    const w = world();
    const settings = await w.api.request(registerSettingsCall, undefined);
    const { fields, required } = downlineFields(settings);
    expect(fields).toEqual(['username', 'password', 'confirmPassword', 'payeeName', 'mobileNum', 'email']);
    expect(required).toEqual(['username', 'password', 'confirmPassword']);
    settings.fields.email!.enabled = false;
    settings.fields.mobileNum!.required = true;
    expect(downlineFields(settings)).toEqual({
      fields: ['username', 'password', 'confirmPassword', 'payeeName', 'mobileNum'],
      required: ['username', 'password', 'confirmPassword', 'mobileNum'],
    });
  });

  it.each(cases)('%s: the form and the platform refuse the same fields', async (_name, values) => {
    const w = world();
    const { token } = await w.api.request(loginCall, {
      type: 'username',
      username: 'agent01',
      password: 'Demo@1234',
    });
    w.useToken(token);
    const settings = await w.api.request(registerSettingsCall, undefined);
    const clientFields = Object.keys(validateDownline(values, settings));
    const answer = await w.api.request(registerDownlineCall, { ...values, accountType: 'member' }).then(
      () => null,
      (error: unknown) => error,
    );
    const platformField =
      answer instanceof ApiError
        ? String((answer.value as { field?: string } | null)?.field ?? answer.code)
        : null;
    // Both accept, or both refuse; the platform names the first broken field, the form names them all.
    expect({
      refused: platformField !== null,
      named: platformField === null || clientFields.includes(platformField),
    }).toEqual({ refused: clientFields.length > 0, named: true });
  });
});
