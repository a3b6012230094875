import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { SessionContext } from '../../app/providers/session';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form';
import { useValidationText } from '../../components/use-validation-text';
import { required, validateSmsCode } from '../../lib/validation';

/**
 * SPEC 4.2: the extra verification a login from an unregistered IP (or, under the other reading,
 * a registered one) needs: a code sent to the mobile or the e-mail, the bank account's name, or a
 * Google Authenticator code. It replaces the login form until answered or given up; a wrong answer
 * keeps the step, with the refusal, for another try.
 */
export function IpVerificationStep() {
  const { t } = useTranslation(['auth', 'validation']);
  const session = SessionContext.useActorRef();
  // The step is a child of the session: what it asks, a wrong answer's refusal, the answer in flight.
  const step = SessionContext.useSelector((s) => s.children.ipVerification);
  const request = useSelector(step, (s) => s?.context.ask ?? null);
  const failure = useSelector(step, (s) => s?.context.failure ?? null);
  const busy = useSelector(step, (s) => s?.hasTag('busy') ?? false);
  const errorText = useValidationText();
  const isName = request?.method === 'bankAccountName';
  const form = useFormFields({
    initial: { answer: '' },
    validate: ({ answer }) => ({ answer: isName ? required(answer) : validateSmsCode(answer) }),
    onValid: ({ answer }) => session.send({ type: 'ipVerification.submit', answer }),
  });
  if (!request) return null;

  return (
    <form
      className="form"
      onSubmit={form.submit}
      noValidate
      aria-busy={busy}
      aria-labelledby="ip-verify-title"
    >
      <h3 id="ip-verify-title" className="form__title">
        {t('ipVerify.title')}
      </h3>
      <p className="field__hint">{t(`ipVerify.info.${request.method}`, { target: request.target ?? '' })}</p>
      <FormFailure failure={failure} />
      <TextField
        label={t(`ipVerify.label.${request.method}`)}
        value={form.values.answer}
        onChange={form.set('answer')}
        required
        autoComplete={isName ? 'cc-name' : 'one-time-code'}
        inputMode={isName ? 'text' : 'numeric'}
        autoCapitalize={isName ? 'words' : 'none'}
        spellCheck={false}
        error={errorText(form.errors.answer)}
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
