import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { fromCall } from '../../api/from-call';
import { api } from '../../api';
import { forgotPasswordEmailCall } from '../../api/contracts/member';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { validateEmail, validateUsername, type ValidationError } from '../../lib/validation';
import { useValidationText } from '../../components/use-validation-text';

type Errors = Partial<Record<'username' | 'email', ValidationError>>;
type EmailRequest = { username: string; email: string };

// The call closes over nothing of the view, so one logic serves every popup.
const logic = createSubmitMachine<EmailRequest, null>('forgotPasswordEmail').provide({
  actors: {
    send: fromCall(({ request }, signal) => api.request(forgotPasswordEmailCall, request, { signal })),
  },
});

/**
 * SPEC 4.6 / 5.3 recovery by e-mail: the username (username rule) and the e-mail (e-mail rule),
 * trimmed. On success the `in_been_out` message says the reset e-mail is on its way; a refusal
 * shows the server's text and keeps what was typed.
 */
export function ForgotPasswordByEmail() {
  const { t } = useTranslation(['recovery', 'validation']);
  const form = useActorRef(logic);
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const sent = useSelector(form, (s) => s.matches('succeeded'));
  const failure = useSelector(form, (s) => s.context.failure);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const text = useValidationText();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    const usernameError = validateUsername(username);
    const emailError = validateEmail(email);
    if (usernameError) next.username = usernameError;
    if (emailError) next.email = emailError;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const request: EmailRequest = { username: username.trim(), email: email.trim() };
    form.send({ type: 'form.submit', request });
  }

  if (sent) {
    return (
      <p role="status" className="form__success">
        {t('recovery:in_been_out')}
      </p>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} />
      <TextField
        label={t('recovery:username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={text(errors.username)}
      />
      <TextField
        label={t('recovery:email')}
        type="email"
        value={email}
        onChange={setEmail}
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
