import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityInfo } from '../../api/contracts/security';
import { savePaymentPassword } from '../../api/security';
import { PAYMENT_PASSWORD_DIGITS, validatePaymentPassword } from '../../lib/security-validation';
import { PasswordChangeForm } from './password-change-form';
import { SavedNotice, Section } from './section';
import { FormOpener } from './form-opener';
import { useSecurityForm } from './use-security-form';

/**
 * The payment (withdrawal) password: set when none is set (new and confirmation), otherwise
 * changed with the old one. 6 digits. Both calls travel encrypted.
 */
export function PaymentPasswordSection({ info, onSaved }: { info: SecurityInfo; onSaved: () => void }) {
  const { t } = useTranslation('security');
  const form = useSecurityForm('paymentPassword', {
    send: savePaymentPassword,
    onSaved,
  });
  // Which save the notice speaks of: after a first setting the section already offers a change.
  const [lastSave, setLastSave] = useState<'set' | 'change'>('set');
  const change = info.paymentPasswordSet;
  return (
    <Section title={t('paymentPassword.title')} headingId={form.ids.heading}>
      <p className="field__hint">
        {t(change ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}{' '}
        {t('paymentPassword.info', { digits: PAYMENT_PASSWORD_DIGITS })}
      </p>
      <SavedNotice
        text={
          form.saved
            ? t(lastSave === 'change' ? 'paymentPassword.savedChange' : 'paymentPassword.savedSet')
            : null
        }
      />
      <FormOpener form={form} label={t(change ? 'paymentPassword.change' : 'paymentPassword.set')} />
      {form.open && (
        <PasswordChangeForm
          // A first setting and a change are different forms: nothing typed carries over.
          key={change ? 'change' : 'set'}
          id={form.ids.form}
          form={form}
          kind="payment"
          showOld={change}
          newRule={validatePaymentPassword}
          labels={{
            old: t('paymentPassword.old'),
            new: t('paymentPassword.new'),
            confirm: t('paymentPassword.confirm'),
            submit: t(change ? 'paymentPassword.submitChange' : 'paymentPassword.submitSet'),
          }}
          onValid={(values) => {
            const fresh = {
              newPassword: values.newPassword.trim(),
              confirmNewPassword: values.confirm.trim(),
            };
            setLastSave(change ? 'change' : 'set');
            form.submit(change ? { ...fresh, oldPassword: values.oldPassword.trim() } : fresh);
          }}
        />
      )}
    </Section>
  );
}
