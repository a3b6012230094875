import { assertEvent, assign, or, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { errorCodes } from '../src/api/contracts/call';
import type { RegisterField, RegisterSettings } from '../src/api/contracts/register';
import { ApiError, toFailureInfo, type FailureInfo } from '../src/api/errors';
import {
  pickFields,
  registerCallFor,
  registerFields,
  registerMethods,
  validateRegistration,
  type RegisterMethod,
  type RegisterSwitches,
  type RegisterValues,
} from '../src/lib/register-form';
import type { ValidationError } from '../src/lib/validation';

export type { RegisterMethod, RegisterSwitches, RegisterValues } from '../src/lib/register-form';
export type RegisterErrors = Partial<Record<RegisterField | 'terms', ValidationError>>;

export interface RegistrationInput {
  switches: RegisterSwitches;
  /** `?affiliateCode=` from the URL (SPEC 4.5), verified at start. */
  urlCode: string | null;
  /** `?referralCode=` from the URL (SPEC 3.1), sent as it is. */
  referralCode: string | null;
}

export interface RegistrationContext {
  switches: RegisterSwitches;
  method: RegisterMethod;
  settings: RegisterSettings | null;
  /** SPEC 4.5: a code from the URL that verified hides the field; otherwise it is shown. */
  affiliateField: 'shown' | 'hidden';
  urlCode: string | null;
  referralCode: string | null;
  /** What was sent last (trimmed, only the shown fields). */
  values: RegisterValues;
  errors: RegisterErrors;
  failure: FailureInfo | null;
  /**
   * The URL code's check did not answer (network, server): the code stays in its field, unverified,
   * and the player is told, with a way to check it again (it is also checked when they register).
   */
  urlCodeFailure: FailureInfo | null;
}

export type RegistrationEvent =
  | { type: 'form.submit'; values: RegisterValues; termsAccepted: boolean }
  | { type: 'method.select'; method: RegisterMethod }
  | { type: 'settings.retry' }
  | { type: 'urlCode.recheck' }
  | { type: 'failure.dismiss' };

/** What the app's `registerMember` actor sends (it adds domain, registerUrl, registerMethod, login). */
export interface RegisterMemberInput {
  call: 'register' | 'registerMobile';
  values: RegisterValues;
  referralCode: string | null;
  countryDialingCode: string | null;
}

const keyed = (key: string): ValidationError => ({ key, params: {} });
const INVITATION_CODE_ERROR = keyed('invitation_code_error');
const TERMS_ERROR = keyed('terms_required');

const nonEmpty = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A refusal of the code itself (not a network or server failure) means the code is invalid. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.kind === 'rejected';

const layoutOf = (context: RegistrationContext) => ({
  method: context.method,
  switches: context.switches,
  affiliateField: context.affiliateField,
  urlCode: context.urlCode !== null,
});

/** The shown fields of the submitted form, trimmed; a verified URL code travels as the affiliate code. */
function submittedValues(context: RegistrationContext, values: RegisterValues): RegisterValues {
  if (!context.settings) return {};
  const picked = pickFields(values, registerFields(context.settings, layoutOf(context)).fields);
  if (context.affiliateField === 'hidden' && context.urlCode) picked.affiliateCode = context.urlCode;
  return picked;
}

/**
 * Registration (SPEC 2.4, 4.5, 5.2). The server's field rules load first; an affiliate code from
 * the URL is then verified (valid: the field hides and the code is sent; invalid:
 * `invitation_code_error` and the field shows; no code: the field shows). A submit checks every
 * field the chosen tab shows and the terms at once, and sends nothing while any fails; otherwise a
 * typed affiliate code is checked, and the account is registered and logged in (`registerMobile`
 * or `register` as SPEC 4.5 reads under the platform's `registerCallReading`, from the field
 * rules' answer: `registerCallFor`). The app provides
 * the calls and the `registered` action (adopt the session, close the popup, go to /).
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    loadSettings: providedByApp<RegisterSettings, void>('loadSettings'),
    checkAffiliate: providedByApp<null, { code: string }>('checkAffiliate'),
    registerMember: providedByApp<{ token: string }, RegisterMemberInput>('registerMember'),
  },
  actions: {
    /** Logs in with the new account's session, closes the popup, goes to / (provided by the app). */
    registered: (_, _params: { token: string }) => {},
    storeSettings: assign((_, params: { settings: RegisterSettings }) => ({ settings: params.settings })),
    storeSubmitted: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return {
        values: submittedValues(context, event.values),
        errors: {},
        failure: null,
        urlCodeFailure: null,
      };
    }),
    /** Every error at once: the fields' and the terms', so one submit tells all that is missing. */
    showErrors: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      const errors: RegisterErrors = context.settings
        ? validateRegistration(event.values, context.settings, layoutOf(context))
        : {};
      if (!event.termsAccepted) errors.terms = TERMS_ERROR;
      return { errors, failure: null };
    }),
    showInvitationError: assign({
      affiliateField: 'shown',
      errors: { affiliateCode: INVITATION_CODE_ERROR },
    }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
  },
  guards: {
    hasUrlCode: ({ context }) => context.urlCode !== null,
    termsRefused: ({ event }) => event.type === 'form.submit' && !event.termsAccepted,
    hasFieldErrors: ({ context, event }) =>
      event.type === 'form.submit' &&
      context.settings !== null &&
      Object.keys(validateRegistration(event.values, context.settings, layoutOf(context))).length > 0,
    /** SPEC 4.5: "check the affiliate code if it is shown" (and something was typed: it is optional). */
    checksAffiliateCode: ({ context }) =>
      context.affiliateField === 'shown' && Boolean(context.values.affiliateCode),
    isOffered: ({ context, event }) =>
      event.type === 'method.select' && registerMethods(context.switches).includes(event.method),
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
    isInvitationRefusal: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && params.error.code === errorCodes.invalidInvitationCode,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    switches: input.switches,
    method: registerMethods(input.switches)[0]!,
    settings: null,
    affiliateField: 'shown',
    urlCode: nonEmpty(input.urlCode),
    referralCode: nonEmpty(input.referralCode),
    values: {},
    errors: {},
    failure: null,
    urlCodeFailure: null,
  }),
  initial: 'loadingSettings',
  states: {
    loadingSettings: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          {
            guard: 'hasUrlCode',
            target: 'checkingUrlCode',
            actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) },
          },
        ],
        onError: {
          target: 'settingsFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingsFailed: {
      on: { 'settings.retry': { target: 'loadingSettings', actions: assign({ failure: null }) } },
    },
    checkingUrlCode: {
      invoke: {
        id: 'checkUrlCode',
        src: 'checkAffiliate',
        input: ({ context }) => ({ code: context.urlCode ?? '' }),
        onDone: { target: 'editing', actions: assign({ affiliateField: 'hidden' }) },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: 'showInvitationError',
          },
          // Unverified (the check did not answer): the field shows, without calling the code wrong,
          // and says the check failed, with a way to ask again.
          {
            target: 'editing',
            actions: assign(({ event }) => ({ urlCodeFailure: toFailureInfo(event.error) })),
          },
        ],
      },
    },
    editing: {
      on: {
        'method.select': {
          guard: 'isOffered',
          actions: assign({ method: ({ event }) => event.method, errors: {}, failure: null }),
        },
        'failure.dismiss': { actions: assign({ failure: null }) },
        'urlCode.recheck': {
          guard: ({ context }) => context.urlCodeFailure !== null,
          target: 'checkingUrlCode',
          actions: assign({ urlCodeFailure: null }),
        },
        'form.submit': [
          { guard: or(['termsRefused', 'hasFieldErrors']), actions: 'showErrors' },
          { target: 'submitting', actions: 'storeSubmitted' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'checksAffiliateCode', target: 'checkingAffiliate' }, { target: 'registering' }],
        },
        checkingAffiliate: {
          invoke: {
            id: 'checkAffiliate',
            src: 'checkAffiliate',
            input: ({ context }) => ({ code: context.values.affiliateCode ?? '' }),
            onDone: 'registering',
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
                target: '#registration.editing',
                actions: 'showInvitationError',
              },
              {
                target: '#registration.editing',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        registering: {
          invoke: {
            id: 'registerMember',
            src: 'registerMember',
            input: ({ context }) => ({
              call: registerCallFor(context.method, context.switches, context.settings?.registerCallReading),
              values: context.values,
              referralCode: context.referralCode,
              countryDialingCode: context.settings?.countryDialingCode ?? null,
            }),
            onDone: {
              target: '#registration.registered',
              actions: { type: 'registered', params: ({ event }) => ({ token: event.output.token }) },
            },
            onError: [
              {
                // The server refused the invitation code after all: say so at the field.
                guard: { type: 'isInvitationRefusal', params: ({ event }) => ({ error: event.error }) },
                target: '#registration.editing',
                actions: [
                  'showInvitationError',
                  { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: '#registration.editing',
                actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    registered: { type: 'final' },
  },
});
