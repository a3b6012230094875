import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/providers/session';
import { FormFailure } from '../../components/page-state';
import { useFormFields } from '../../components/use-form';
import { required, validateMobile } from '../../lib/validation';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { useSessionSwitches } from '../../app/providers/use-session';
import { useValidationText } from '../../components/use-validation-text';

/**
 * SPEC 2.4 / 4.2 / 5.1 login by mobile number and SMS code: a valid mobileNum and the code are
 * required, values trimmed; no captcha and no human verification (the session skips it for SMS).
 * What was typed stays after a refusal.
 */
export function SmsLoginForm() {
  const { t } = useTranslation(['verification', 'auth', 'validation']);
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const failure = SessionContext.useSelector((s) => s.context.failure);
  const refusal = SessionContext.useSelector((s) => s.context.refusal);
  const switches = useSessionSwitches();
  const form = useFormFields({
    initial: { mobile: '', code: '' },
    // SPEC 5.1: the code is required; its format is the platform's to judge.
    validate: ({ mobile, code }) => ({ mobile: validateMobile(mobile), code: required(code) }),
    onValid: ({ mobile, code }) =>
      session.send({
        type: 'credentials.submit',
        site: 'member',
        method: 'sms',
        username: mobile.trim(),
        password: code.trim(),
        switches,
      }),
  });
  const { values, set, errors } = form;
  const text = useValidationText();

  return (
    <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} refusal={refusal} />
      <MobileCodeFields
        mobileLabel={t('verification:mobile_label')}
        mobile={values.mobile}
        onMobile={set('mobile')}
        code={values.code}
        onCode={set('code')}
        mobileError={text(errors.mobile)}
        codeError={text(errors.code)}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? t('auth:loggingIn') : t('auth:login')}
      </button>
    </form>
  );
}
