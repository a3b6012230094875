import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { agentRegisterMachine } from '../../../../machines/agent-register.machine';
import { createLoaderMachine } from '../../../../machines/loader.machine';
import { registerDownline } from '../../../api/agent-team';
import {
  downlineAccountTypes,
  type DownlineAccountType,
  type DownlineRegisterField,
  type RegisterDownlineValue,
} from '../../../api/contracts/agent-team';
import type { RegisterSettings } from '../../../api/contracts/register';
import { fromCall } from '../../../api/from-call';
import { FormFailure, failureText } from '../../../components/page-state';
import { ResourceView } from '../../../components/resource-view';
import { TextField } from '../../../components/text-field';
import { verbatim, type InputHints } from '../../../components/input-hints';
import { useFormFields } from '../../../components/use-form';
import { useLoader } from '../../../components/use-loader';
import { useValidationText } from '../../../components/use-validation-text';
import { pickFields, type RegisterValues } from '../../../lib/register-form';
import { loadRegisterSettings } from '../../../api/register';
import { agentCentreTo } from '../agent-centre-link';
import { downlineFields, validateDownline } from './register-rules';
import { inspect } from '../../../lib/actor-inspection';
import './team.css';

const settingsLogic = createLoaderMachine<RegisterSettings>('downlineRegisterSettings').provide({
  actors: { load: fromCall((_input, signal) => loadRegisterSettings(signal)) },
});

const registerLogic = agentRegisterMachine.provide({
  actors: { registerDownline: fromPromise(({ input }) => registerDownline(input)) },
});

// The account is someone else's: the keyboards, but no autofill of the agent's own details.
const inputProps: Record<DownlineRegisterField, InputHints> = {
  username: { autoComplete: 'off', ...verbatim },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  payeeName: { autoComplete: 'off', autoCapitalize: 'words' },
  mobileNum: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off', ...verbatim },
};

/**
 * registerCenter (SPEC 2.6): opens an account in the agent's team (directly under the agent) with
 * the site's registration rules, as a member or a downline agent. A failed submit keeps what was
 * typed; the form empties only once the account is open.
 */
export default function RegisterCentrePage() {
  const { data, failure, retry } = useLoader(settingsLogic);
  return (
    <ResourceView data={data} failure={failure} onRetry={retry} keepData>
      {(settings) => <RegisterForm settings={settings} />}
    </ResourceView>
  );
}

const emptyValues = (): RegisterValues => ({});

function RegisterForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation('agentTeam');
  const validationText = useValidationText();
  const typeHintId = useId();
  const [accountType, setAccountType] = useState<DownlineAccountType>('member');
  const form = useActorRef(
    registerLogic.provide({
      actions: {
        registered: () => {
          typed.reset();
          setAccountType('member');
        },
      },
    }),
    { inspect },
  );
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const failure = useSelector(form, (s) => s.context.failure);
  const fieldFailure = useSelector(form, (s) => s.context.fieldFailure);
  const registered = useSelector(form, (s) => (s.matches('registered') ? s.context.registered : null));
  const { fields, required } = downlineFields(settings);
  // The agent register machine is not a submit machine (it maps a refusal to its field): it sends.
  const typed = useFormFields({
    initial: emptyValues,
    validate: (values) => validateDownline(values, settings),
    busy,
    onValid: (values) =>
      form.send({ type: 'form.submit', request: { ...pickFields(values, fields), accountType } }),
  });
  const { values, set, errors } = typed;

  const fieldError = (field: DownlineRegisterField) => {
    if (errors[field]) return validationText(errors[field]);
    if (fieldFailure?.field === field) return failureText(t, fieldFailure.failure);
    return undefined;
  };

  return (
    <div className="team-page">
      <p className="team-page__note">{t('register.intro')}</p>
      <form className="form team-form" onSubmit={typed.submit} noValidate aria-busy={busy}>
        <FormFailure failure={failure} />
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`register.fields.${field}`)}
            {...inputProps[field]}
            value={values[field] ?? ''}
            onChange={set(field)}
            required={required.includes(field)}
            error={fieldError(field)}
          />
        ))}
        <fieldset className="team-form__types" aria-describedby={typeHintId}>
          <legend>{t('register.accountType')}</legend>
          {downlineAccountTypes.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={accountType === type}
                onChange={() => setAccountType(type)}
              />
              {t(`register.types.${type}`)}
            </label>
          ))}
          <p id={typeHintId} className="field__hint">
            {t(`register.typeHints.${accountType}`)}
          </p>
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
        <div role="status" className="team-page__status team-page__status--done">
          {registered && <Registered account={registered} />}
        </div>
      </form>
    </div>
  );
}

function Registered({ account }: { account: RegisterDownlineValue }) {
  const { t } = useTranslation('agentTeam');
  return (
    <p>
      {t(account.agent ? 'register.doneAgent' : 'register.doneMember', { account: account.account })}{' '}
      <Link to={agentCentreTo('downlineManagmentView', { account: account.account })}>
        {t('register.openManagement')}
      </Link>
    </p>
  );
}
