import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form';
import { paymentPinHints } from '../../components/input-hints';
import { useValidationText } from '../../components/use-validation-text';
import { validatePasswordChange, type PasswordChangeValues } from '../../lib/security-validation';
import type { ValidationError } from '../../lib/validation';
import { FormActions } from './form-opener';
import type { SecurityFormState } from './use-security-form';

export interface PasswordChangeFormProps {
  id: string;
  form: SecurityFormState;
  labels: { old: string; new: string; confirm: string; submit: string };
  /** Whether the old password is asked for (a change) or not (a first setting). */
  showOld: boolean;
  /** The new password's rule. */
  newRule: (value: string) => ValidationError | null;
  /** Login passwords use the browser's password manager hints; a PIN-like payment password does not. */
  kind: 'login' | 'payment';
  onValid: (values: PasswordChangeValues) => void;
}

/**
 * SPEC 5.3 change password, for the login and the payment password: the old one (when asked), the
 * new one by its rule, the confirmation equal to it. The values stay after a refusal.
 */
export function PasswordChangeForm({
  id,
  form,
  labels,
  showOld,
  newRule,
  kind,
  onValid,
}: PasswordChangeFormProps) {
  const { t } = useTranslation('security');
  const fields = useFormFields({
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    validate: (values: PasswordChangeValues) =>
      validatePasswordChange(values, { oldShown: showOld, newRule }),
    onValid,
  });
  const { values, set, errors } = fields;
  const errorText = useValidationText();
  const input = kind === 'payment' ? paymentPinHints : ({ autoComplete: 'new-password' } as const);

  return (
    <form id={id} className="form security__form" onSubmit={fields.submit} noValidate aria-busy={form.busy}>
      <FormFailure failure={form.failure} />
      {showOld && (
        <TextField
          label={labels.old}
          type="password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          {...input}
          autoComplete={kind === 'payment' ? paymentPinHints.autoComplete : 'current-password'}
          required
          error={errorText(errors.oldPassword)}
        />
      )}
      <TextField
        label={labels.new}
        type="password"
        value={values.newPassword}
        onChange={set('newPassword')}
        {...input}
        required
        error={errorText(errors.newPassword)}
      />
      <TextField
        label={labels.confirm}
        type="password"
        value={values.confirm}
        onChange={set('confirm')}
        {...input}
        required
        error={errorText(errors.confirm)}
      />
      <FormActions form={form} submit={labels.submit} cancel={t('actions.cancel')} />
    </form>
  );
}
