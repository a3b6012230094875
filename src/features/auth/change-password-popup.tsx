import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import { navigateTo } from '../../app/providers/navigation';
import { api } from '../../api';
import { changePasswordCall, type ChangePasswordRequest } from '../../api/contracts/member';
import { Modal } from '../../components/modal';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useValidationText } from '../../components/use-validation-text';
import { validatePasswordChange } from '../../lib/security-validation';
import { validateNewPassword, type ValidationError } from '../../lib/validation';
import { useFieldRule } from '../../app/providers/use-session';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirm', ValidationError | null>>;

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
  // The logic is made once per popup: it closes over this session actor.
  const [logic] = useState(() =>
    createSubmitMachine<ChangePasswordRequest, null>('changePassword').provide({
      actors: { send: fromCall(({ request }) => api.request(changePasswordCall, request)) },
      actions: {
        succeeded: () => {
          session.send({ type: 'password.changed' });
          navigateTo('/', { replace: true });
        },
      },
    }),
  );
  const form = useActorRef(logic);
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const failure = useSelector(form, (s) => s.context.failure);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const passwordRule = useFieldRule('password');
  const errorText = useValidationText();

  function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC 5.3: the old password (when shown), the new one by the password rule, the confirmation equal.
    const fresh = newPassword.trim();
    const next: Errors = validatePasswordChange(
      { oldPassword, newPassword, confirm },
      { oldShown: !heldPassword, newRule: (value) => validateNewPassword(value, passwordRule) },
    );
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const request: ChangePasswordRequest = {
      oldPassword: heldPassword ?? oldPassword.trim(),
      newPassword: fresh,
      confirmNewPassword: confirm.trim(),
    };
    form.send({ type: 'form.submit', request });
  }

  return (
    <Modal
      open
      title={t('auth:passwordExpiredTitle')}
      onClose={() => session.send({ type: 'password.change.cancel' })}
    >
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
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
            value={oldPassword}
            onChange={setOldPassword}
            autoComplete="current-password"
            required
            error={errorText(errors.oldPassword)}
          />
        )}
        <TextField
          label={t('auth:newPassword')}
          type="password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          required
          error={errorText(errors.newPassword)}
        />
        <TextField
          label={t('auth:confirmPassword')}
          type="password"
          value={confirm}
          onChange={setConfirm}
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
