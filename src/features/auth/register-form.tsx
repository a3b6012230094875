import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/tabs';
import { registrationMachine } from '../../../machines/registration.machine';
import { navigateTo } from '../../app/routing/navigation';
import { usePopupActions } from '../../app/providers/popups';
import { fromCall } from '../../api/from-call';
import { SessionContext } from '../../app/providers/session';
import type { RegisterField } from '../../api/contracts/register';
import { ErrorState, failureText, FormFailure, Loading } from '../../components/page-state';
import { TextField } from '../../components/text-field';
import { paymentPinHints, verbatim, type InputHints } from '../../components/input-hints';
import { useValidationText } from '../../components/use-validation-text';
import {
  registerFields,
  registerMethods,
  type RegisterSwitches,
  type RegisterValues,
} from '../../lib/register-form';
import { CaptchaField } from '../../components/captcha-field';
import { focusFirstInvalid } from '../../components/focus-first-invalid';
import { ruleMessage } from '../../lib/validation';
import { checkAffiliateCode, loadRegisterSettings, registerMember } from '../../api/register';
import { SmsCodeField } from '../../components/sms-code-field';
import { useSessionSwitches } from '../../app/providers/use-session';
import { inspect } from '../../lib/actor-inspection';

/** SPEC 5.5: the agreement's age when the server does not configure one. */
const DEFAULT_MINIMUM_AGE = 18;

/** The keyboard and autofill hints of each field; a field not listed is not autofilled. */
const inputProps: Partial<Record<RegisterField, InputHints>> = {
  username: { autoComplete: 'username', ...verbatim },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  // SPEC 5.2 sets no digits-only rule here (the security centre's does): a full keyboard.
  paymentPassword: { type: 'password', autoComplete: paymentPinHints.autoComplete },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', ...verbatim },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  whatsapp: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name', autoCapitalize: 'words' },
  affiliateCode: { autoComplete: 'off', ...verbatim },
  recommenderId: { autoComplete: 'off', ...verbatim },
  line: { autoComplete: 'off', ...verbatim },
  facebook: { autoComplete: 'off', ...verbatim },
  wechat: { autoComplete: 'off', ...verbatim },
  idNumber: { autoComplete: 'off', ...verbatim },
};

export interface RegisterFormProps {
  switches: RegisterSwitches;
  urlCode: string | null;
  referralCode: string | null;
}

/**
 * The registration form (SPEC 2.4, 4.5, 5.2) bound to `registrationMachine`: the machine decides
 * which fields show, validates and registers; this view keeps what is typed (also across tabs and
 * after a refusal) and turns error keys into text. On success the new session is adopted, the
 * popup closes and the player goes to /.
 */
export function RegisterForm({ switches, urlCode, referralCode }: RegisterFormProps) {
  const { t } = useTranslation(['register', 'auth', 'validation']);
  const text = useValidationText();
  const popups = usePopupActions();
  const session = SessionContext.useActorRef();
  const sessionSwitches = useSessionSwitches();
  // Made once per form: the calls and the success action close over this session and popup.
  const [logic] = useState(() =>
    registrationMachine.provide({
      actors: {
        loadSettings: fromCall((_: void, signal) => loadRegisterSettings(signal)),
        checkAffiliate: fromCall(({ code }: { code: string }, signal) => checkAffiliateCode(code, signal)),
        registerMember: fromCall(registerMember),
      },
      actions: {
        registered: (_, { token }) => {
          session.send({ type: 'token.adopt', token, firstTimeLogin: true, switches: sessionSwitches });
          popups.close();
          navigateTo('/');
        },
      },
    }),
  );
  const form = useActorRef(logic, { input: { switches, urlCode, referralCode }, inspect });
  const loading = useSelector(form, (s) => s.matches('loadingSettings') || s.matches('checkingUrlCode'));
  const settingsFailure = useSelector(form, (s) => (s.matches('settingsFailed') ? s.context.failure : null));
  const settings = useSelector(form, (s) => s.context.settings);
  const method = useSelector(form, (s) => s.context.method);
  const affiliateField = useSelector(form, (s) => s.context.affiliateField);
  const errors = useSelector(form, (s) => s.context.errors);
  const failure = useSelector(form, (s) => (s.matches('editing') ? s.context.failure : null));
  const urlCodeFailure = useSelector(form, (s) => s.context.urlCodeFailure);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  // A URL code that did not verify stays in its field, to be corrected or cleared.
  const [values, setValues] = useState<RegisterValues>(() => ({ affiliateCode: urlCode ?? '' }));
  const [termsAccepted, setTermsAccepted] = useState(false);
  const termsId = useId();

  if (settingsFailure) {
    return <ErrorState failure={settingsFailure} onRetry={() => form.send({ type: 'settings.retry' })} />;
  }
  if (loading || !settings) return <Loading />;

  const layout = { method, switches, affiliateField, urlCode: urlCode !== null && urlCode.trim() !== '' };
  const { fields, required } = registerFields(settings, layout);
  const methods = registerMethods(switches);
  const set = (name: RegisterField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.send({ type: 'form.submit', values, termsAccepted });
    focusFirstInvalid(event.currentTarget);
  }

  function renderField(name: RegisterField) {
    const value = values[name] ?? '';
    const error = text(errors[name]);
    if (name === 'verificationCode') {
      return (
        <SmsCodeField
          key={name}
          purpose="register"
          mobile={values.mobileNum ?? ''}
          registerType={method}
          value={value}
          onChange={set(name)}
          error={error ?? null}
        />
      );
    }
    if (name === 'captcha')
      return <CaptchaField key={name} value={value} onChange={set(name)} error={error} />;
    const isRequired = required.includes(name);
    // The rule shows before anything is typed (SPEC 5.2's own text), not only after a failure; a
    // failing field says it once, as its error.
    const rule = settings!.fields[name];
    const ruleHint = rule?.enabled && !error ? text(ruleMessage(rule)) : undefined;
    const field = (
      <TextField
        key={name}
        label={t(`register:fields.${name}`)}
        value={value}
        onChange={set(name)}
        required={isRequired}
        error={error}
        hint={name === 'affiliateCode' && !isRequired ? t('register:affiliateHint') : ruleHint}
        {...(inputProps[name] ?? { autoComplete: 'off' })}
      />
    );
    if (name !== 'affiliateCode' || !urlCodeFailure) return field;
    // The link's code could not be checked: it stays in the field, and the player can check it
    // again now (it is checked anyway when they register).
    return (
      <div key={name}>
        {field}
        <div className="form-note" role="alert">
          <p>
            {t('register:affiliateUnchecked')} {failureText(t, urlCodeFailure)}
          </p>
          <button
            type="button"
            className="link-button"
            onClick={() => form.send({ type: 'urlCode.recheck' })}
          >
            {t('register:affiliateRecheck')}
          </button>
        </div>
      </div>
    );
  }

  const body = (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormFailure failure={failure} />
      {fields.map(renderField)}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={termsAccepted}
            onChange={(e) => setTermsAccepted(e.target.checked)}
            required
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
          />
          {t('register:terms', { age: settings.minimumAge ?? DEFAULT_MINIMUM_AGE })}
        </label>
        {errors.terms && (
          <p id={`${termsId}-error`} className="form-error" role="alert">
            {text(errors.terms)}
          </p>
        )}
      </div>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? t('register:submitting') : t('register:submit')}
      </button>
    </form>
  );

  if (methods.length < 2) return body;
  return (
    <Tabs
      label={t('register:methods')}
      tabs={methods.map((m) => ({
        id: m,
        label: t(m === 'username' ? 'register:tabUsername' : 'register:tabMobile'),
      }))}
      selected={method}
      onSelect={(next) => form.send({ type: 'method.select', method: next })}
      renderPanel={() => body}
    />
  );
}
