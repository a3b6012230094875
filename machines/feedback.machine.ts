import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { FEEDBACK_MAX_LENGTH, type FeedbackRequest } from '../src/api/contracts/support';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import {
  emptyFeedback,
  feedbackProblem,
  feedbackRequest,
  type FeedbackField,
  type FeedbackProblem,
  type FeedbackValues,
} from '../src/lib/feedback-form';

export type FeedbackEvent =
  | { type: 'field.change'; field: FeedbackField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.again' };

export interface FeedbackContext {
  /** The username sent as `sender` (SPEC 3.2); '' for a visitor. */
  sender: string;
  values: FeedbackValues;
  /** What the form's own rules found on the last submit (SPEC 5.3), as codes. */
  problem: FeedbackProblem | null;
  /** The platform's refusal of the last send. */
  failure: FailureInfo | null;
}

/**
 * The feedback popup (SPEC 2.4, 3.2, 5.3): `editing` until a submit passes the rules (empty fields
 * listed in one warning, then the 20–200 characters, then the words), `submitting` while PUT /wps/feedback is in
 * flight (a second submit is ignored), `sent` once the platform took it. A refusal comes back to
 * `editing` with everything typed kept; `captchaRefused` lets the view show a fresh captcha.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as { sender: string },
  },
  actors: {
    sendFeedback: providedByApp<null, FeedbackRequest>('feedback: sendFeedback'),
  },
  actions: {
    /** The platform refused: the view may load a new captcha image. */
    captchaRefused: () => {},
    storeValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      // SPEC 5.3 maxlength 200: the description never holds more.
      const value = event.field === 'content' ? event.value.slice(0, FEEDBACK_MAX_LENGTH) : event.value;
      return { values: { ...context.values, [event.field]: value } };
    }),
    storeProblem: assign(({ context }) => ({ problem: feedbackProblem(context.values), failure: null })),
  },
  guards: {
    passesRules: ({ context }) => feedbackProblem(context.values) === null,
  },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({ sender: input.sender, values: emptyFeedback, problem: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'storeValue' },
        'form.submit': [
          { guard: 'passesRules', target: 'submitting', actions: assign({ problem: null, failure: null }) },
          { actions: 'storeProblem' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'sendFeedback',
        input: ({ context }) => feedbackRequest(context.values, context.sender),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: [assign(({ event }) => ({ failure: toFailureInfo(event.error) })), 'captchaRefused'],
        },
      },
    },
    sent: {
      on: {
        'form.again': {
          target: 'editing',
          actions: assign({ values: emptyFeedback, problem: null, failure: null }),
        },
      },
    },
  },
});
