import { useTranslation } from 'react-i18next';
import type { SecurityInfo } from '../../api/contracts/security';
import { bindMobile } from '../../api/security';
import { FormFailure } from '../../components/page-state';
import { useFormFields } from '../../components/use-form';
import { useValidationText } from '../../components/use-validation-text';
import { COUNTRY_DIALING_CODE } from '../../lib/dialing-code';
import { validateMobile, validateSmsCode } from '../../lib/validation';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { Facts, SavedNotice, Section } from './section';
import { FormActions, FormOpener } from './form-opener';
import { useSecurityForm } from './use-security-form';

/**
 * Phone binding (SPEC 4.4, 4.11): a member without a confirmed number binds one with the SMS code
 * sent to it (the shared code field and its countdown). Once confirmed, the number shows masked and
 * read-only: there is nothing to change or unlink it with (the platform refuses a change too).
 */
export function PhoneSection({ info, onSaved }: { info: SecurityInfo; onSaved: () => void }) {
  const { t } = useTranslation(['security', 'validation']);
  const form = useSecurityForm('bindMobile', { send: bindMobile, onSaved });
  const fields = useFormFields({
    initial: { mobile: '', code: '' },
    validate: ({ mobile, code }) => ({ mobile: validateMobile(mobile), code: validateSmsCode(code) }),
    onValid: ({ mobile, code }) =>
      form.submit({
        mobileNum: mobile.trim(),
        countryDialingCode: COUNTRY_DIALING_CODE,
        verificationCode: code.trim(),
      }),
  });
  const { values, set, errors } = fields;
  const errorText = useValidationText();
  const locked = info.mobile !== null && info.mobileConfirmed;

  return (
    <Section title={t('mobile.title')} headingId={form.ids.heading}>
      {info.mobile !== null && <Facts items={[[t('mobile.number'), info.mobile]]} />}
      <p className="field__hint">
        {locked ? t('mobile.locked') : info.mobile !== null ? t('mobile.unconfirmed') : t('mobile.none')}
      </p>
      <SavedNotice text={form.saved ? t('mobile.saved') : null} />
      {!locked && (
        <>
          <FormOpener form={form} label={t('mobile.bind')} />
          {form.open && (
            <form
              id={form.ids.form}
              className="form security__form"
              onSubmit={fields.submit}
              noValidate
              aria-busy={form.busy}
            >
              <FormFailure failure={form.failure} />
              <MobileCodeFields
                mobileLabel={t('mobile.number')}
                mobile={values.mobile}
                onMobile={set('mobile')}
                code={values.code}
                onCode={set('code')}
                mobileError={errorText(errors.mobile)}
                codeError={errorText(errors.code)}
              />
              <FormActions form={form} submit={t('mobile.submit')} cancel={t('actions.cancel')} />
            </form>
          )}
        </>
      )}
    </Section>
  );
}
