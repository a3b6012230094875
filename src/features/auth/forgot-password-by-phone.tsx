import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { navigateTo } from '../../app/providers/navigation';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import { api } from '../../api';
import { setPasswordByPhoneCall } from '../../api/contracts/member';
import type { RequestOf, ValueOf } from '../../api/contracts/call';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import {
  confirmationMatches,
  required,
  validateMobile,
  validatePassword,
  type ValidationError,
} from '../../lib/validation';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { useSessionSwitches } from '../../app/providers/use-session';
import { useValidationText } from '../../components/use-validation-text';

type Field = 'mobile' | 'code' | 'password' | 'confirm';
type Errors = Partial<Record<Field, ValidationError>>;
type PhoneRequest = RequestOf<typeof setPasswordByPhoneCall>;
type PhoneResult = ValueOf<typeof setPasswordByPhoneCall>;

/**
 * SPEC 4.6 / 5.3 recovery by phone: the number, the SMS code and a new password with its
 * confirmation (all required, trimmed). The platform sets the password and answers with a session:
 * it is adopted, so the player is logged in, the popup closes and the player goes to /.
 */
export function ForgotPasswordByPhone() {
  const { t } = useTranslation(['recovery', 'validation']);
  const session = SessionContext.useActorRef();
  const popups = usePopupActions();
  const switches = useSessionSwitches();
  // Made once per popup: it closes over this session and the switches loaded before it opened.
  const [logic] = useState(() =>
    createSubmitMachine<PhoneRequest, PhoneResult>('setPasswordByPhone').provide({
      actors: {
        send: fromCall(({ request }, signal) => api.request(setPasswordByPhoneCall, request, { signal })),
      },
      actions: {
        succeeded: (_, { result }) => {
          const { token } = result;
          session.send({ type: 'token.adopt', token, switches });
          popups.close();
          navigateTo('/', { replace: true });
        },
      },
    }),
  );
  const form = useActorRef(logic);
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const failure = useSelector(form, (s) => s.context.failure);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const text = useValidationText();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checks: Record<Field, ValidationError | null> = {
      mobile: validateMobile(mobile),
      code: required(code),
      password: validatePassword(password),
      confirm: confirmationMatches(password, confirm),
    };
    const next: Errors = {};
    for (const [field, error] of Object.entries(checks) as [Field, ValidationError | null][]) {
      if (error) next[field] = error;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const request: PhoneRequest = {
      mobileNum: mobile.trim(),
      verificationCode: code.trim(),
      newPassword: password.trim(),
    };
    form.send({ type: 'form.submit', request });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} />
      <MobileCodeFields
        mobileLabel={t('recovery:mobile')}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        mobileError={text(errors.mobile)}
        codeError={text(errors.code)}
      />
      <TextField
        label={t('recovery:new_password')}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        required
        error={text(errors.password)}
      />
      <TextField
        label={t('recovery:confirm_password')}
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        required
        error={text(errors.confirm)}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {t('recovery:set_password')}
      </button>
    </form>
  );
}
