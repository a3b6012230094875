import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/providers/session';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useValidationText } from '../../components/use-validation-text';
import { required, validateSmsCode, type ValidationError } from '../../lib/validation';

/**
 * SPEC 4.2: the extra verification a login from an unregistered IP (or, under the other reading,
 * a registered one) needs: a code sent to the mobile or the e-mail, the bank account's name, or a
 * Google Authenticator code. It replaces the login form until answered or given up; a wrong answer
 * keeps the step, with the refusal, for another try.
 */
export function IpVerificationStep() {
  const { t } = useTranslation(['auth', 'validation']);
  const session = SessionContext.useActorRef();
  const request = SessionContext.useSelector((s) => s.context.ipVerification);
  const failure = SessionContext.useSelector((s) => s.context.failure);
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const errorText = useValidationText();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<ValidationError | null>(null);
  if (!request) return null;
  const isName = request.method === 'bankAccountName';

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = isName ? required(answer) : validateSmsCode(answer);
    setError(found);
    if (!found) session.send({ type: 'ipVerification.submit', answer });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby="ip-verify-title">
      <h3 id="ip-verify-title" className="form__title">
        {t('ipVerify.title')}
      </h3>
      <p className="field__hint">{t(`ipVerify.info.${request.method}`, { target: request.target ?? '' })}</p>
      <FormFailure failure={failure} />
      <TextField
        label={t(`ipVerify.label.${request.method}`)}
        value={answer}
        onChange={setAnswer}
        required
        autoComplete={isName ? 'cc-name' : 'one-time-code'}
        inputMode={isName ? 'text' : 'numeric'}
        autoCapitalize={isName ? 'words' : 'none'}
        spellCheck={false}
        error={errorText(error)}
      />
      <div className="page__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => session.send({ type: 'ipVerification.cancel' })}
        >
          {t('ipVerify.back')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t('ipVerify.submit')}
        </button>
      </div>
    </form>
  );
}
