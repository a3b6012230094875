import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSite } from '../../../machines/session.types';
import { SessionContext } from '../../app/providers/session';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { useFormFields } from '../../components/use-form';
import { rememberedUsername, rememberUsername } from '../../browser/remember-me';
import { CaptchaField } from '../../components/captcha-field';
import { IpVerificationStep } from './ip-verification-step';
import { useSessionSwitches } from '../../app/providers/use-session';

type Errors = Record<'username' | 'password' | 'captcha', string | undefined>;

/**
 * SPEC 2.4 / 5.1 username login: username and password required (trimmed), the captcha when the
 * server asked for it. What was typed stays after a refusal. Remember me keeps the username only.
 */
export function LoginForm({ site, onForgot }: { site: SessionSite; onForgot?: () => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector((s) => s.hasTag('busy'));
  const verifyingIp = SessionContext.useSelector((s) => s.matches('verifyingIp'));
  const captchaShown = SessionContext.useSelector((s) => s.context.captcha === 'required');
  const failure = SessionContext.useSelector((s) => s.context.failure);
  // A blocked or closed one-click window is reported beside the one-click buttons.
  const refusal = SessionContext.useSelector((s) =>
    s.context.refusal === 'popupBlocked' || s.context.refusal === 'popupClosed' ? null : s.context.refusal,
  );
  const switches = useSessionSwitches();
  const [remember, setRemember] = useState(() => rememberedUsername() !== '');
  const form = useFormFields({
    initial: () => ({ username: rememberedUsername(), password: '', captcha: '' }),
    validate: ({ username, password, captcha }): Errors => ({
      username: username.trim() ? undefined : t('validation:required'),
      password: password.trim() ? undefined : t('validation:required'),
      captcha: captchaShown && !captcha.trim() ? t('validation:captcha_required') : undefined,
    }),
    onValid: ({ username, password, captcha }) => {
      if (site === 'member') rememberUsername(remember ? username.trim() : null);
      session.send({
        type: 'credentials.submit',
        site,
        method: 'username',
        username,
        password,
        captcha,
        switches,
      });
    },
  });
  const { values, set, errors } = form;

  // SPEC 4.2: a login that needs extra verification continues here, the typed values kept above.
  if (verifyingIp) return <IpVerificationStep />;
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} refusal={refusal} />
      <TextField
        label={t('auth:username')}
        value={values.username}
        onChange={set('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.username}
      />
      <TextField
        label={t('auth:password')}
        type="password"
        value={values.password}
        onChange={set('password')}
        autoComplete="current-password"
        enterKeyHint="go"
        required
        error={errors.password}
      />
      {captchaShown && (
        <CaptchaField value={values.captcha} onChange={set('captcha')} error={errors.captcha} />
      )}
      <div className="form__row">
        {site === 'member' && (
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('auth:rememberMe')}
          </label>
        )}
        {onForgot && (
          <button type="button" className="link-button" onClick={onForgot}>
            {t('auth:forgotPassword')}
          </button>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? t('auth:loggingIn') : t('auth:login')}
      </button>
    </form>
  );
}
