import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/providers/session';
import { FormFailure } from '../../components/page-state';
import { required, validateMobile, type ValidationError } from '../../lib/validation';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { useSessionSwitches } from '../../app/providers/use-session';
import { useValidationText } from '../../components/use-validation-text';

type Errors = Partial<Record<'mobile' | 'code', ValidationError>>;

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
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const text = useValidationText();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const mobileError = validateMobile(mobile);
    // SPEC 5.1: the code is required; its format is the platform's to judge.
    const codeError = required(code);
    if (mobileError) next.mobile = mobileError;
    if (codeError) next.code = codeError;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    session.send({
      type: 'credentials.submit',
      site: 'member',
      method: 'sms',
      username: mobile.trim(),
      password: code.trim(),
      switches,
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} refusal={refusal} />
      <MobileCodeFields
        mobileLabel={t('verification:mobile_label')}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        mobileError={text(errors.mobile)}
        codeError={text(errors.code)}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? t('auth:loggingIn') : t('auth:login')}
      </button>
    </form>
  );
}
