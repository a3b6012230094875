import { assertEvent, assign, setup } from 'xstate';
import { providedByApp } from './provided-by-app';
import { toFailureInfo, type FailureInfo } from '../src/api/errors';
import type { PendingOperations } from '../src/lib/pending-operations';
import { isOutcomeLost, operationKey } from './operation-key';

export type SubmitEvent<Req> =
  | { type: 'form.submit'; request: Req }
  | { type: 'failure.dismiss' }
  /** After a success: a new operation (the next deposit, the next transfer). */
  | { type: 'form.again' }
  /** Idempotent, outcome not known: look at what the call may have changed (balance, orders). */
  | { type: 'outcome.check' }
  /** Idempotent, outcome not known: send the same request again, with the same key. */
  | { type: 'outcome.resend' }
  /** A section form or a dialog: show it; a dialog is opened for one thing (`subject`: a reward's id). */
  | { type: 'form.open'; subject?: string }
  /** A section form: hide it (one that stays open ignores this). */
  | { type: 'form.cancel' }
  /** A section form that stays open: the member typed, a "saved" notice no longer speaks of what is shown. */
  | { type: 'form.edit' };

/** What the `send` actor gets: the request and, for an idempotent form, its intent's key. */
export type SubmitSendInput<Req> = {
  request: Req;
  /** The intent's idempotency key; empty for a form that is not idempotent. */
  idempotencyKey: string;
};

export interface SubmitContext<Req, Res> {
  /** The last failure: a code and the server's message, never translated text. */
  failure: FailureInfo | null;
  result: Res | null;
  /** The request being sent or last sent, for "Send again" (in memory only, secrets and all). */
  sent: { request: Req } | null;
  /** Its idempotency key, from the pending operations; null for a form that is not idempotent. */
  key: string | null;
  /** What a dialog was opened for (a reward's id); null elsewhere. */
  subject: string | null;
}

export interface SubmitOptions<Req> {
  /**
   * Money (no double spending): one idempotency key per intent (the request, or what `intent`
   * reads of it; secrets aside) from `pending`, under the machine's id as the call name.
   */
  idempotent?: { pending: PendingOperations; intent?: (request: Req) => unknown };
  /**
   * A form of a page section (the security centre): it starts `closed` and closes on `form.cancel`,
   * unless it `stayOpen`s (the profile); a save leaves it `saved`, whence it opens again (or, staying
   * open, is edited and saved again). Otherwise it starts `editing` and a success is `succeeded`.
   */
  section?: { stayOpen?: boolean };
  /**
   * A confirmation dialog (a points redeem): it starts `closed`, `form.open` opens it for its
   * `subject`, and `form.cancel` closes it from anywhere but `submitting`, forgetting what was
   * sent (a pending key stays with the pending operations). After a success it opens again for
   * the next subject.
   */
  dialog?: boolean;
  /**
   * How long a success plays before it is `succeeded` (a wheel turning, an envelope opening):
   * `revealing` in between. The `succeeded` action runs as soon as the answer is there.
   */
  reveal?: (request: Req) => number;
}

/**
 * One form submission, typed by its request `Req` and answer `Res`: editing → submitting →
 * succeeded, or back to editing with the failure, keeping what was typed (the view owns the
 * values). A submit while one is in flight is ignored, so a double click sends one call; a submit
 * after a success is ignored too (`form.again` starts a new one).
 *
 * - `idempotent` (deposit, withdrawal, transfers, a new bank account…): the same intent sends the
 *   same key until a definite answer, even from a new form after a closed dialog or a reload. A
 *   timeout, network error or 5xx leaves the outcome unknown: `unknown` runs `checkOutcome`
 *   (provided: the balance and the orders load again) and offers `outcome.check` and
 *   `outcome.resend` (the same key) instead of a blind retry; the form stays open, and a changed
 *   request is a new intent.
 * - `section` (security centre): see `SubmitOptions`.
 *
 * The `send` actor and the `succeeded` action are provided by the view.
 */
export function createSubmitMachine<Req, Res>(id: string, options: SubmitOptions<Req> = {}) {
  const { idempotent, section, dialog = false, reveal } = options;
  const closable = dialog || (section !== undefined && !section.stayOpen);
  const keys = idempotent && operationKey(idempotent.pending, id);
  const intent = idempotent?.intent ?? ((request: Req) => request);
  return setup({
    types: {
      context: {} as SubmitContext<Req, Res>,
      events: {} as SubmitEvent<Req>,
    },
    actors: {
      send: providedByApp<Res, SubmitSendInput<Req>>(`${id}: send`),
    },
    guards: {
      isClosable: () => closable,
      isDialog: () => dialog,
      // A section form that stays open is saved again from `saved`; other forms need `form.again`.
      staysOpen: () => section !== undefined && !closable,
      isSection: () => section !== undefined,
      outcomeLost: (_, params: { error: unknown }) => keys !== undefined && isOutcomeLost(params.error),
    },
    actions: {
      succeeded: (_, _params: { result: Res }) => {},
      /** Provided by the app: the balance and the orders or records load again, to show what happened. */
      checkOutcome: () => {},
      takeRequest: assign(({ event }) => {
        assertEvent(event, 'form.submit');
        return { sent: { request: event.request }, failure: null };
      }),
      // The pending operation's key: the same for the same intent while its outcome is unknown.
      beginOperation: assign({
        key: ({ context }) => (keys && context.sent ? keys.begin(intent(context.sent.request)) : null),
      }),
      settleOperation: ({ context }) => keys?.settle(context.key),
      storeResult: assign((_, params: { result: Res }) => ({ result: params.result, failure: null })),
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailureInfo(params.error) })),
      clearFailure: assign({ failure: null }),
      // A dialog opens afresh for its subject; a section shows its form again.
      takeSubject: assign(({ event }) => {
        assertEvent(event, 'form.open');
        return dialog
          ? { subject: event.subject ?? null, failure: null, result: null, sent: null, key: null }
          : { failure: null };
      }),
      // A dialog closed forgets what it was for; a section keeps its last answer.
      close: assign(() =>
        dialog ? { failure: null, subject: null, result: null, sent: null, key: null } : { failure: null },
      ),
    },
    delays: {
      reveal: ({ context }) => (reveal && context.sent ? reveal(context.sent.request) : 0),
    },
  }).createMachine({
    id,
    context: { failure: null, result: null, sent: null, key: null, subject: null },
    initial: closable ? 'closed' : 'editing',
    states: {
      closed: {
        on: { 'form.open': { target: 'editing', actions: 'takeSubject' } },
      },
      editing: {
        on: {
          'form.submit': { target: 'submitting', actions: 'takeRequest' },
          'form.cancel': { guard: 'isClosable', target: 'closed', actions: 'close' },
          'failure.dismiss': { actions: 'clearFailure' },
        },
      },
      submitting: {
        entry: 'beginOperation',
        invoke: {
          id: 'send',
          src: 'send',
          // Only `form.submit` leads here (`outcome.resend` after one), so a request has been taken.
          input: ({ context }) => ({ request: context.sent!.request, idempotencyKey: context.key ?? '' }),
          onDone: [
            {
              guard: 'isSection',
              target: 'saved',
              actions: [
                { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
              ],
            },
            {
              target: reveal ? 'revealing' : 'succeeded',
              actions: [
                'settleOperation',
                { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
                { type: 'succeeded', params: ({ event }) => ({ result: event.output }) },
              ],
            },
          ],
          onError: [
            {
              guard: { type: 'outcomeLost', params: ({ event }) => ({ error: event.error }) },
              target: 'unknown',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'editing',
              actions: [
                'settleOperation',
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      unknown: {
        entry: 'checkOutcome',
        on: {
          'outcome.check': { actions: 'checkOutcome' },
          'outcome.resend': { target: 'submitting', actions: 'clearFailure' },
          // The form sent again: the same intent keeps its key, a changed one is a new operation.
          'form.submit': { target: 'submitting', actions: 'takeRequest' },
          'failure.dismiss': { target: 'editing', actions: 'clearFailure' },
          // Closing forgets nothing of the operation: a pending one keeps its key for the next try.
          'form.cancel': { guard: 'isDialog', target: 'closed', actions: 'close' },
        },
      },
      revealing: {
        after: { reveal: 'succeeded' },
      },
      succeeded: {
        on: {
          'form.again': { target: 'editing', actions: assign({ result: null, sent: null, key: null }) },
          'form.open': { guard: 'isDialog', target: 'editing', actions: 'takeSubject' },
          'form.cancel': { guard: 'isDialog', target: 'closed', actions: 'close' },
        },
      },
      saved: {
        on: {
          'form.open': { target: 'editing' },
          'form.submit': { guard: 'staysOpen', target: 'submitting', actions: 'takeRequest' },
          'form.edit': { guard: 'staysOpen', target: 'editing' },
          'form.cancel': { guard: 'isClosable', target: 'closed' },
        },
      },
    },
  });
}

export type SubmitMachine<Req, Res> = ReturnType<typeof createSubmitMachine<Req, Res>>;
