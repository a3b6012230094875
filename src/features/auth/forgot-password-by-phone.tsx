import { useTranslation } from 'react-i18next';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { navigateTo } from '../../app/routing/navigation';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import { setPasswordByPhone } from '../../api/password';
import type { setPasswordByPhoneCall } from '../../api/contracts/password';
import type { RequestOf, ValueOf } from '../../api/contracts/call';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useForm } from '../../components/use-form';
import { confirmationMatches, required, validateMobile, validatePassword } from '../../lib/validation';
import { MobileCodeFields } from '../../components/mobile-code-fields';
import { useSessionSwitches } from '../../app/providers/use-session';
import { useValidationText } from '../../components/use-validation-text';

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
  const form = useForm({
    // Made once per popup: it closes over this session and the switches loaded before it opened.
    logic: () =>
      createSubmitMachine<PhoneRequest, PhoneResult>('setPasswordByPhone').provide({
        actors: {
          send: fromCall(({ request }, signal) => setPasswordByPhone(request, signal)),
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
    initial: { mobile: '', code: '', password: '', confirm: '' },
    validate: ({ mobile, code, password, confirm }) => ({
      mobile: validateMobile(mobile),
      code: required(code),
      password: validatePassword(password),
      confirm: confirmationMatches(password, confirm),
    }),
    request: ({ mobile, code, password }): PhoneRequest => ({
      mobileNum: mobile.trim(),
      verificationCode: code.trim(),
      newPassword: password.trim(),
    }),
  });
  const { values, set, errors, busy, failure } = form;
  const text = useValidationText();

  return (
    <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} />
      <MobileCodeFields
        mobileLabel={t('recovery:mobile')}
        mobile={values.mobile}
        onMobile={set('mobile')}
        code={values.code}
        onCode={set('code')}
        mobileError={text(errors.mobile)}
        codeError={text(errors.code)}
      />
      <TextField
        label={t('recovery:new_password')}
        type="password"
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        required
        error={text(errors.password)}
      />
      <TextField
        label={t('recovery:confirm_password')}
        type="password"
        value={values.confirm}
        onChange={set('confirm')}
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
