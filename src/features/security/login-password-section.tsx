import { useTranslation } from 'react-i18next';
import { changeLoginPassword } from '../../api/security';
import { validateNewPassword } from '../../lib/validation';
import { useFieldRule } from '../../app/providers/use-session';
import { PasswordChangeForm } from './password-change-form';
import { SavedNotice, Section } from './section';
import { FormOpener } from './form-opener';
import { useSecurityForm } from './use-security-form';

/**
 * Login password change (SPEC 3.2, 5.3, 7.1): the same call and rules as the password-expired
 * popup: the old password, a new one by the platform's password rule, and its confirmation.
 */
export function LoginPasswordSection() {
  const { t } = useTranslation('security');
  const form = useSecurityForm('changePassword', {
    send: changeLoginPassword,
    onSaved: () => undefined,
  });
  const passwordRule = useFieldRule('password');
  return (
    <Section title={t('loginPassword.title')} headingId={form.ids.heading}>
      <p className="field__hint">{t('loginPassword.info')}</p>
      <SavedNotice text={form.saved ? t('loginPassword.saved') : null} />
      <FormOpener form={form} label={t('loginPassword.change')} />
      {form.open && (
        <PasswordChangeForm
          id={form.ids.form}
          form={form}
          kind="login"
          showOld
          newRule={(value) => validateNewPassword(value, passwordRule)}
          labels={{
            old: t('loginPassword.old'),
            new: t('loginPassword.new'),
            confirm: t('loginPassword.confirm'),
            submit: t('loginPassword.submit'),
          }}
          onValid={(values) =>
            form.submit({
              oldPassword: values.oldPassword.trim(),
              newPassword: values.newPassword.trim(),
              confirmNewPassword: values.confirm.trim(),
            })
          }
        />
      )}
    </Section>
  );
}
