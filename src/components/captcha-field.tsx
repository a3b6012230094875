import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaMachine } from '../../machines/captcha.machine';
import { fromCall } from '../api/from-call';
import { fetchCaptchaImage } from '../api/captcha';
import { failureText } from './page-state';
import { inspect } from '../lib/actor-inspection';

const machine = captchaMachine.provide({ actors: { loadCaptcha: fromCall(() => fetchCaptchaImage()) } });

/** The captcha input with its image; the image refreshes on click, at most once a second. */
export function CaptchaField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const captcha = useActorRef(machine, { inspect });
  const image = useSelector(captcha, (s) => s.context.image);
  const failure = useSelector(captcha, (s) => (s.matches('failed') ? s.context.failure : null));
  return (
    <div className="field">
      <label htmlFor={id}>{t('captcha')}</label>
      <div className="captcha">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="captcha__image"
          onClick={() => captcha.send({ type: 'captcha.refresh' })}
          aria-label={t('captchaRefresh')}
        >
          {image ? (
            <img src={image} alt={t('captchaImage')} width={100} height={40} />
          ) : (
            <span aria-hidden="true">…</span>
          )}
        </button>
      </div>
      {/* Announced: a player who cannot see the image must hear why it is missing. */}
      {failure && (
        <p role="alert" className="form-error">
          {failureText(t, failure)}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
