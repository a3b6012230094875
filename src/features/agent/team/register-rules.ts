import { downlineRegisterFields, type DownlineRegisterField } from '../../../api/contracts/agent-team';
import type { FieldRule, RegisterSettings } from '../../../api/contracts/register';
import { pickFields, type RegisterValues } from '../../../lib/register-form';
import { validateForm, type FormErrors } from '../../../lib/validation';

/** Username, password and its confirmation are always asked for (SPEC 5.2 "required whenever shown"). */
const alwaysAsked: ReadonlySet<DownlineRegisterField> = new Set(['username', 'password', 'confirmPassword']);

/** The fields the platform's register settings enable, in the register centre's order, and the required ones. */
export function downlineFields(settings: RegisterSettings) {
  const fields = downlineRegisterFields.filter(
    (field) => alwaysAsked.has(field) || settings.fields[field]?.enabled === true,
  );
  const required = fields.filter(
    (field) => alwaysAsked.has(field) || settings.fields[field]?.required === true,
  );
  return { fields, required };
}

/** SPEC 5.2 checks of the register centre: the same validators as registration, on its own fields. */
export function validateDownline(values: RegisterValues, settings: RegisterSettings): FormErrors {
  const { fields, required } = downlineFields(settings);
  const rules: Record<string, FieldRule> = {};
  for (const field of fields) {
    const rule = settings.fields[field];
    if (rule) rules[field] = rule;
  }
  return validateForm(pickFields(values, fields), rules, { required });
}
