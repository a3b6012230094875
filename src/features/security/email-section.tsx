import { useTranslation } from 'react-i18next';
import type { SecurityInfo } from '../../api/contracts/security';
import { bindEmail } from '../../api/security';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form';
import { useValidationText } from '../../components/use-validation-text';
import { validateEmail } from '../../lib/validation';
import { Facts, SavedNotice, Section } from './section';
import { FormActions, FormOpener } from './form-opener';
import { useSecurityForm } from './use-security-form';

/**
 * E-mail binding: bind an address, or change it (SPEC 5.4 e-mail format). The mock platform sends
 * no mail: a well-formed address nobody else holds is bound and counted as confirmed.
 */
export function EmailSection({ info, onSaved }: { info: SecurityInfo; onSaved: () => void }) {
  const { t } = useTranslation(['security', 'validation']);
  const form = useSecurityForm('bindEmail', { send: bindEmail, onSaved });
  const fields = useFormFields({
    initial: { email: '' },
    validate: ({ email }) => ({ email: validateEmail(email) }),
    onValid: ({ email }) => form.submit(email.trim()),
  });
  const errorText = useValidationText();

  return (
    <Section title={t('email.title')} headingId={form.ids.heading}>
      {info.email !== null ? (
        <Facts
          items={[
            [t('email.address'), info.email],
            [t('email.status'), t(info.emailConfirmed ? 'summary.confirmed' : 'summary.notConfirmed')],
          ]}
        />
      ) : (
        <p className="field__hint">{t('email.none')}</p>
      )}
      <SavedNotice text={form.saved ? t('email.saved') : null} />
      <FormOpener form={form} label={info.email !== null ? t('email.change') : t('email.bind')} />
      {form.open && (
        <form
          id={form.ids.form}
          className="form security__form"
          onSubmit={fields.submit}
          noValidate
          aria-busy={form.busy}
        >
          <FormFailure failure={form.failure} />
          <TextField
            label={info.email !== null ? t('email.newAddress') : t('email.address')}
            type="email"
            value={fields.values.email}
            onChange={fields.set('email')}
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errorText(fields.errors.email)}
          />
          <FormActions form={form} submit={t('email.submit')} cancel={t('actions.cancel')} />
        </form>
      )}
    </Section>
  );
}
