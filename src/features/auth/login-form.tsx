import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSite } from '../../../machines/session.machine';
import { SessionContext } from '../../app/providers/session';
import { FormFailure } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { rememberedUsername, rememberUsername } from '../../lib/remember-me';
import { CaptchaField } from '../../components/captcha-field';
import { IpVerificationStep } from './ip-verification-step';
import { useSessionSwitches } from '../../app/providers/use-session';

type Errors = Partial<Record<'username' | 'password' | 'captcha', string>>;

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
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== '');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = t('validation:required');
    if (!password.trim()) next.password = t('validation:required');
    if (captchaShown && !captcha.trim()) next.captcha = t('validation:captcha_required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
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
  }

  // SPEC 4.2: a login that needs extra verification continues here, the typed values kept above.
  if (verifyingIp) return <IpVerificationStep />;
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} refusal={refusal} />
      <TextField
        label={t('auth:username')}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.username}
      />
      <TextField
        label={t('auth:password')}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        enterKeyHint="go"
        required
        error={errors.password}
      />
      {captchaShown && <CaptchaField value={captcha} onChange={setCaptcha} error={errors.captcha} />}
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
