import { useTranslation } from 'react-i18next';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import { navigateTo } from '../../app/routing/navigation';
import type { ChangePasswordRequest } from '../../api/contracts/password';
import { changeLoginPassword } from '../../api/security';
import { Modal } from '../../components/modal';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useForm } from '../../components/use-form';
import { useValidationText } from '../../components/use-validation-text';
import { validatePasswordChange } from '../../lib/security-validation';
import { validateNewPassword } from '../../lib/validation';
import { useFieldRule } from '../../app/providers/use-session';

/**
 * SPEC 2.4 / 4.3 / 5.3 change-password popup, titled "password expired": the username read-only,
 * the old password only when none is held from this login, the new one and its confirmation. On
 * success the member reloads, the popup closes and the player goes to /.
 */
export default function ChangePasswordPopup() {
  const { t } = useTranslation(['auth', 'validation']);
  const session = SessionContext.useActorRef();
  const loginName = SessionContext.useSelector((s) => s.context.loginName ?? s.context.member?.account ?? '');
  const heldPassword = SessionContext.useSelector((s) => s.context.heldPassword);
  const passwordRule = useFieldRule('password');
  const form = useForm({
    // Made once per popup: it closes over this session actor.
    logic: () =>
      createSubmitMachine<ChangePasswordRequest, null>('changePassword').provide({
        actors: { send: fromCall(({ request }) => changeLoginPassword(request)) },
        actions: {
          succeeded: () => {
            session.send({ type: 'password.changed' });
            navigateTo('/', { replace: true });
          },
        },
      }),
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    // SPEC 5.3: the old password (when shown), the new one by the password rule, the confirmation equal.
    validate: (values) =>
      validatePasswordChange(values, {
        oldShown: !heldPassword,
        newRule: (value) => validateNewPassword(value, passwordRule),
      }),
    request: ({ oldPassword, newPassword, confirm }): ChangePasswordRequest => ({
      oldPassword: heldPassword ?? oldPassword.trim(),
      newPassword: newPassword.trim(),
      confirmNewPassword: confirm.trim(),
    }),
  });
  const { values, set, errors, busy, failure } = form;
  const errorText = useValidationText();

  return (
    <Modal
      open
      title={t('auth:passwordExpiredTitle')}
      onClose={() => session.send({ type: 'password.change.cancel' })}
    >
      <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
        <p className="field__hint">{t('auth:passwordExpiredInfo')}</p>
        <FormFailure failure={failure} />
        <TextField
          label={t('auth:username')}
          value={loginName}
          onChange={() => undefined}
          readOnly
          autoComplete="username"
        />
        {!heldPassword && (
          <TextField
            label={t('auth:oldPassword')}
            type="password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            autoComplete="current-password"
            required
            error={errorText(errors.oldPassword)}
          />
        )}
        <TextField
          label={t('auth:newPassword')}
          type="password"
          value={values.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
          required
          error={errorText(errors.newPassword)}
        />
        <TextField
          label={t('auth:confirmPassword')}
          type="password"
          value={values.confirm}
          onChange={set('confirm')}
          autoComplete="new-password"
          required
          error={errorText(errors.confirm)}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          {t('auth:changePassword')}
        </button>
      </form>
    </Modal>
  );
}
