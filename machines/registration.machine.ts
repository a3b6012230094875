import { assign, fromPromise, setup } from 'xstate';
import type { RegisterField, RegisterSettings } from '../src/api/contracts/register';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import { validateForm, type ValidationError } from '../src/lib/validation';

export type RegisterMethod = 'username' | 'mobile';
export type RegisterValues = Partial<Record<RegisterField, string>>;
export type RegisterErrors = Partial<Record<RegisterField | 'terms', ValidationError>>;

export interface RegistrationContext {
  method: RegisterMethod;
  settings: RegisterSettings | null;
  /** SPEC 4.5: a code from the URL that verified hides the field; otherwise it is shown. */
  affiliateField: 'shown' | 'hidden';
  urlCode: string | null;
  values: RegisterValues;
  errors: RegisterErrors;
  failure: FailureInfo | null;
}

export type RegistrationEvent =
  | { type: 'form.submit'; values: RegisterValues; termsAccepted: boolean }
  | { type: 'method.select'; method: RegisterMethod }
  | { type: 'settings.retry' }
  | { type: 'failure.dismiss' };

const trimValues = (values: RegisterValues): RegisterValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()]));

const INVITATION_CODE_ERROR: ValidationError = { key: 'invitation_code_error', params: {} };

/**
 * Registration (SPEC 4.5, 5.2): the server's field rules load first; an affiliate code from the URL
 * is verified (valid: the field hides; invalid: `invitation_code_error` and the field shows).
 * Submitting without the terms ticked is an error and sends nothing; otherwise the form validates,
 * the shown affiliate code is checked, then the account is registered and logged in.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { method: RegisterMethod; urlCode: string | null },
  },
  actors: {
    loadSettings: fromPromise<RegisterSettings, void>(async () => {
      throw new Error('loadSettings is provided by the app');
    }),
    checkAffiliate: fromPromise<null, { code: string }>(async () => {
      throw new Error('checkAffiliate is provided by the app');
    }),
    registerMember: fromPromise<
      { token: string },
      { method: RegisterMethod; values: RegisterValues; referralCode: string | null }
    >(async () => {
      throw new Error('registerMember is provided by the app');
    }),
  },
  actions: {
    /** Logs in with the new account's session, closes the popup, goes to / (provided by the app). */
    registered: (_, _params: { token: string }) => {},
  },
  guards: {
    hasUrlCode: ({ context }) => context.urlCode !== null && context.urlCode !== '',
    termsRefused: ({ event }) => event.type === 'form.submit' && !event.termsAccepted,
    hasFieldErrors: ({ context, event }) =>
      event.type === 'form.submit' &&
      context.settings !== null &&
      Object.keys(validateForm(trimValues(event.values), context.settings.fields)).length > 0,
    checksAffiliateCode: ({ context, event }) =>
      event.type === 'form.submit' &&
      context.affiliateField === 'shown' &&
      Boolean(event.values.affiliateCode?.trim()),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    method: input.method,
    settings: null,
    affiliateField: 'shown',
    urlCode: input.urlCode,
    values: {},
    errors: {},
    failure: null,
  }),
  initial: 'loadingSettings',
  states: {
    loadingSettings: {
      invoke: {
        src: 'loadSettings',
        onDone: [
          {
            guard: 'hasUrlCode',
            target: 'checkingUrlCode',
            actions: assign({ settings: ({ event }) => event.output }),
          },
          { target: 'editing', actions: assign({ settings: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'settingsFailed',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    settingsFailed: {
      on: { 'settings.retry': { target: 'loadingSettings', actions: assign({ failure: null }) } },
    },
    checkingUrlCode: {
      invoke: {
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.urlCode ?? '' }),
        onDone: { target: 'editing', actions: assign({ affiliateField: 'hidden' }) },
        onError: {
          target: 'editing',
          actions: assign({ affiliateField: 'shown', errors: { affiliateCode: INVITATION_CODE_ERROR } }),
        },
      },
    },
    editing: {
      on: {
        'method.select': {
          actions: assign({ method: ({ event }) => event.method, errors: {}, failure: null }),
        },
        'failure.dismiss': { actions: assign({ failure: null }) },
        'form.submit': [
          {
            guard: 'termsRefused',
            actions: assign({
              errors: ({ context }) => ({ ...context.errors, terms: { key: 'terms_required', params: {} } }),
            }),
          },
          {
            guard: 'hasFieldErrors',
            actions: assign({
              errors: ({ context, event }) =>
                validateForm(trimValues(event.values), context.settings?.fields ?? {}),
              failure: null,
            }),
          },
          {
            guard: 'checksAffiliateCode',
            target: 'checkingAffiliate',
            actions: assign({ values: ({ event }) => trimValues(event.values), errors: {}, failure: null }),
          },
          {
            target: 'registering',
            actions: assign({ values: ({ event }) => trimValues(event.values), errors: {}, failure: null }),
          },
        ],
      },
    },
    checkingAffiliate: {
      invoke: {
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.values.affiliateCode ?? '' }),
        onDone: 'registering',
        onError: { target: 'editing', actions: assign({ errors: { affiliateCode: INVITATION_CODE_ERROR } }) },
      },
    },
    registering: {
      invoke: {
        src: 'registerMember',
        input: ({ context }) => ({
          method: context.method,
          values: context.values,
          referralCode: context.affiliateField === 'hidden' ? context.urlCode : null,
        }),
        onDone: {
          target: 'registered',
          actions: { type: 'registered', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toFailureInfo(event.error) }),
        },
      },
    },
    registered: { type: 'final' },
  },
});
