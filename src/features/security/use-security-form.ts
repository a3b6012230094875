import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { createSubmitMachine } from '../../../machines/submit.machine';
import { fromCall } from '../../api/from-call';
import { useSubmitState } from '../../components/use-form';
import { inspect } from '../../lib/actor-inspection';

export interface SecurityFormOptions<Req, Res> {
  /** The call behind the form. */
  send: (request: Req) => Promise<Res>;
  /** After a save: reload what the page shows. */
  onSaved: () => void;
  /** The profile form stays open; the others open from their section and close after a save. */
  stayOpen?: boolean;
}

/** Focus moves once the closed form has been replaced on screen. */
function focusLater(...ids: string[]) {
  setTimeout(() => {
    const target = ids.map((id) => document.getElementById(id)).find((element) => element?.isConnected);
    target?.focus();
  }, 0);
}

/**
 * One security-centre form bound to its section submit machine (machines/submit.machine.ts). Keyboard
 * focus follows the form: when a closable form closes (cancelled or saved) focus returns to the
 * button that opened it (or the section heading, when that button is gone), never to the page body.
 */
export function useSecurityForm<Req, Res>(name: string, options: SecurityFormOptions<Req, Res>) {
  const openerId = useId();
  const headingId = useId();
  const formId = useId();
  const { send, onSaved, stayOpen = false } = options;
  const [logic] = useState(() =>
    createSubmitMachine<Req, Res>(name, { section: { stayOpen } }).provide({
      actors: { send: fromCall(({ request }) => send(request)) },
      actions: {
        succeeded: () => {
          onSaved();
          if (!stayOpen) focusLater(openerId, headingId);
        },
      },
    }),
  );
  const form = useActorRef(logic, { inspect });
  const open = useSelector(form, (s) => s.matches('editing') || s.matches('submitting'));
  const { busy, failure } = useSubmitState(form);
  const saved = useSelector(form, (s) => s.matches('saved'));
  return {
    open,
    busy,
    saved,
    failure,
    /** Ids of the opening button, the section heading and the form. */
    ids: { opener: openerId, heading: headingId, form: formId },
    toggle: () => form.send({ type: open ? 'form.cancel' : 'form.open' }),
    cancel: () => {
      form.send({ type: 'form.cancel' });
      focusLater(openerId, headingId);
    },
    /** The member typed: a form that stays open drops its "saved" notice. */
    edited: () => form.send({ type: 'form.edit' }),
    submit: (request: Req) => form.send({ type: 'form.submit', request }),
  };
}

/** What a form's fields need of it (its state and cancel, not its typed submit). */
export type SecurityFormState = Omit<ReturnType<typeof useSecurityForm>, 'submit'>;
