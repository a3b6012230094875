import { useTranslation } from 'react-i18next';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { fromCall } from '../../api/from-call';
import { sendForgotPasswordEmail } from '../../api/password';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useForm } from '../../components/use-form';
import { validateEmail, validateUsername } from '../../lib/validation';
import { useValidationText } from '../../components/use-validation-text';

type EmailRequest = { username: string; email: string };

// The call closes over nothing of the view, so one logic serves every popup.
const logic = createSubmitMachine<EmailRequest, null>('forgotPasswordEmail').provide({
  actors: {
    send: fromCall(({ request }, signal) => sendForgotPasswordEmail(request, signal)),
  },
});

/**
 * SPEC 4.6 / 5.3 recovery by e-mail: the username (username rule) and the e-mail (e-mail rule),
 * trimmed. On success the `in_been_out` message says the reset e-mail is on its way; a refusal
 * shows the server's text and keeps what was typed.
 */
export function ForgotPasswordByEmail() {
  const { t } = useTranslation(['recovery', 'validation']);
  const form = useForm({
    logic,
    initial: { username: '', email: '' },
    validate: ({ username, email }) => ({
      username: validateUsername(username),
      email: validateEmail(email),
    }),
    request: ({ username, email }): EmailRequest => ({ username: username.trim(), email: email.trim() }),
  });
  const { values, set, errors, busy, failure } = form;
  const text = useValidationText();

  if (form.succeeded) {
    return (
      <p role="status" className="form__success">
        {t('recovery:in_been_out')}
      </p>
    );
  }
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} />
      <TextField
        label={t('recovery:username')}
        value={values.username}
        onChange={set('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={text(errors.username)}
      />
      <TextField
        label={t('recovery:email')}
        type="email"
        value={values.email}
        onChange={set('email')}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={text(errors.email)}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {t('recovery:send_email')}
      </button>
    </form>
  );
}
