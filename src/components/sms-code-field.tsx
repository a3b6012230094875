import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type JSX, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { smsCountdownMachine } from '../../machines/sms-countdown.machine';
import { fromCall } from '../api/from-call';
import { sendRegisterSmsCode, sendSmsCode } from '../api/verification';
import { Modal } from './modal';
import { COUNTRY_DIALING_CODE } from '../lib/dialing-code';
import { enterValidPhoneKey, lockTimeParts, phoneErrorText } from '../lib/phone-errors';
import { validateMobile } from '../lib/validation';
import { inspect } from '../lib/actor-inspection';

export interface SmsCodeFieldProps {
  /** 'noLogin' (SMS login, password recovery: `sendSmsCode`) or 'register' (`sendRegisterSmsCode`, which sends mobileNo). */
  purpose: 'noLogin' | 'register';
  /** The mobile number from the form's own mobile field; the field checks it (validateMobile) before sending and shows the SPEC 8 "please enter a valid phone number" text if not. */
  mobile: string;
  /** Only for purpose 'register': the registration type sent with the request. */
  registerType?: 'mobile' | 'username';
  value: string;
  onChange: (code: string) => void;
  /** A translated validation message for the code, from the form. */
  error?: string | null | undefined;
  /** 'firebase' gives the 1-minute countdown (SPEC 4.4); default 'platform'. */
  provider?: 'platform' | 'firebase';
}

type RequestTarget = Pick<SmsCodeFieldProps, 'purpose' | 'registerType'>;

/** The SMS code request of SPEC 3.2 / 7.1 / 7.2, with the platform's dialing code. */
function requestSmsCode(target: RequestTarget, mobileNum: string, signal: AbortSignal) {
  const mobile = mobileNum.trim();
  return target.purpose === 'register'
    ? sendRegisterSmsCode(
        { mobileNo: mobile, countryDialingCode: COUNTRY_DIALING_CODE, type: target.registerType ?? 'mobile' },
        signal,
      )
    : sendSmsCode({ mobileNum: mobile, countryDialingCode: COUNTRY_DIALING_CODE }, signal);
}

/**
 * The SMS verification code input with its "send code" button (SPEC 4.4, 8, 9), driven by
 * `smsCountdownMachine`: the button counts down after a code is sent, is throttled to once a second,
 * and locks for 5 minutes on too-many-requests; a refusal opens a warning dialog. The mobile number
 * is the form's; it is checked here before a code is requested.
 */
export function SmsCodeField(props: SmsCodeFieldProps): JSX.Element {
  // A new purpose or registration type is a new request: its countdown starts afresh.
  return <SmsCodeFieldFor key={`${props.purpose}:${props.registerType ?? ''}`} {...props} />;
}

function SmsCodeFieldFor({
  purpose,
  mobile,
  registerType,
  value,
  onChange,
  error,
  provider = 'platform',
}: SmsCodeFieldProps) {
  const { t } = useTranslation('verification');
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [logic] = useState(() =>
    smsCountdownMachine.provide({
      actors: {
        requestCode: fromCall(({ mobileNum }: { mobileNum: string }, signal) =>
          requestSmsCode({ purpose, registerType }, mobileNum, signal).then((sent) => {
            setSentTo(mobileNum.trim());
            return sent;
          }),
        ),
      },
    }),
  );
  const countdown = useActorRef(logic, { input: { provider }, inspect });
  const requesting = useSelector(countdown, (s) => s.matches({ sms: 'requesting' }));
  const secondsLeft = useSelector(countdown, (s) =>
    s.matches({ sms: 'counting' }) ? s.context.secondsLeft : 0,
  );
  const lockSecondsLeft = useSelector(countdown, (s) =>
    s.matches({ sms: 'locked' }) ? s.context.lockSecondsLeft : null,
  );
  const canRequest = useSelector(countdown, (s) => s.can({ type: 'code.request', mobileNum: '' }));
  const failure = useSelector(countdown, (s) => s.context.failure);

  function send() {
    if (!canRequest) return;
    if (validateMobile(mobile)) {
      setPhoneError(t(enterValidPhoneKey));
      return;
    }
    setPhoneError(null);
    countdown.send({ type: 'code.request', mobileNum: mobile.trim() });
  }

  let buttonText: string;
  if (lockSecondsLeft !== null) buttonText = t('locked', lockTimeParts(lockSecondsLeft));
  else if (secondsLeft > 0) buttonText = t('countdown', { seconds: secondsLeft });
  else buttonText = t(sentTo ? 'resend' : 'send_code');

  const describedBy =
    [error ? `${id}-error` : null, phoneError ? `${id}-phone` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={id}>{t('code_label')}</label>
        <span aria-hidden="true"> *</span>
      </span>
      {/* The input-and-button row the captcha uses (styles.css `.captcha`). */}
      <div className="captcha sms-code">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {/* aria-disabled rather than disabled: the button keeps focus while it counts down. */}
        <button
          type="button"
          className="button button--ghost"
          onClick={send}
          aria-disabled={!canRequest}
          aria-busy={requesting}
          aria-describedby={phoneError ? `${id}-phone` : undefined}
        >
          {buttonText}
        </button>
      </div>
      <p className="field__hint" aria-live="polite">
        {sentTo ? t('code_sent', { mobile: sentTo }) : ''}
      </p>
      {phoneError && (
        <p id={`${id}-phone`} className="form-error" role="alert">
          {phoneError}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
      {failure && (
        <NestedDialog>
          <Modal open title={t('warning_title')} onClose={() => countdown.send({ type: 'warning.dismiss' })}>
            <p role="alert">{phoneErrorText(t, failure)}</p>
            <button
              type="button"
              className="button button--block"
              onClick={() => countdown.send({ type: 'warning.dismiss' })}
            >
              {t('ok')}
            </button>
          </Modal>
        </NestedDialog>
      )}
    </div>
  );
}

/**
 * React replays a dialog's `cancel` (Escape) up the component tree, so the popup around this field
 * would close with the warning: the warning's Escape stops here.
 */
function NestedDialog({ children }: { children: ReactNode }) {
  return <div {...stopCancel}>{children}</div>;
}

// `onCancel` is typed on <dialog> only, though React dispatches it to any element on the way up.
const stopCancel = { onCancel: (event: SyntheticEvent) => event.stopPropagation() };
