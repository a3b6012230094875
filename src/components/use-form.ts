import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SubmitMachine } from '../../machines/submit.machine';
import { inspect } from '../lib/actor-inspection';
import { focusFirstInvalid } from './focus-first-invalid';

export interface FormFieldsOptions<V, E> {
  /** The fields' first values; a function runs once per mount. */
  initial: V | (() => V);
  /**
   * Errors by field (codes or text, whatever the view shows), checked only on submit: a falsy
   * entry is no error. The form is sent only when every entry is falsy.
   */
  validate: (values: V) => E;
}

/**
 * The fields of a form: typed values with a setter per field, and the errors `validate` found at the
 * last submit. Typing does not clear them (no form here ever did): they change at the next submit.
 * `submit` is the form's `onSubmit`: it runs `onValid` with the values only when they are valid
 * (else the focus goes to the first field marked invalid), and does nothing while `busy`. The values live here, not in a machine, so a refused or failed send
 * keeps them.
 */
export function useFormFields<V extends object, E extends object>(
  options: FormFieldsOptions<V, E> & { onValid: (values: V) => void; busy?: boolean },
) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<E>>({});
  return {
    values,
    /** The change handler of one field. */
    set:
      <K extends keyof V>(field: K) =>
      (value: V[K]) =>
        setValues((current) => ({ ...current, [field]: value })),
    setValues,
    errors,
    /** Drops the errors shown (a change that makes them moot, such as another channel). */
    clearErrors: () => setErrors({}),
    /** Back to the first values, no errors: a new operation after a success. */
    reset: () => {
      setValues(options.initial);
      setErrors({});
    },
    submit: (event?: FormEvent) => {
      event?.preventDefault();
      if (options.busy) return;
      const found = options.validate(values);
      setErrors(found);
      if (!Object.values(found).some(Boolean)) options.onValid(values);
      else if (event?.currentTarget instanceof HTMLFormElement) focusFirstInvalid(event.currentTarget);
    },
  };
}

/** What a view reads of its submit machine: sending, the last failure, and a success's answer. */
export function useSubmitState<Req, Res>(machine: ActorRefFrom<SubmitMachine<Req, Res>>) {
  const busy = useSelector(machine, (s) => s.matches('submitting'));
  const failure = useSelector(machine, (s) => s.context.failure);
  const succeeded = useSelector(machine, (s) => s.matches('succeeded'));
  const result = useSelector(machine, (s) => (s.matches('succeeded') ? s.context.result : null));
  return { busy, failure, succeeded, result };
}

export interface FormSubmitOptions<V, Req, Res> {
  /**
   * The form's submit logic (machines/submit.machine.ts), provided with its `send` and actions. A
   * function makes it once per mount, for logic that closes over the view (a session, a callback).
   */
  logic: SubmitMachine<Req, Res> | (() => SubmitMachine<Req, Res>);
  /** The request of valid values (trimmed, parsed). */
  request: (values: V) => Req;
  /** The form stays after a success: a valid submit then starts a new operation (`form.again`). */
  again?: boolean;
}

/**
 * One form: its fields (`useFormFields`) sent through its typed submit machine. A submit while one
 * is in flight sends nothing; a refusal or failure keeps what was typed. Forms sent some other way
 * (the session, a security section) use `useFormFields` alone.
 */
export function useForm<V extends object, E extends object, Req, Res>(
  options: FormFieldsOptions<V, E> & FormSubmitOptions<V, Req, Res>,
) {
  const { logic, request, again = false } = options;
  const [made] = useState(() => (typeof logic === 'function' ? logic() : null));
  // Logic given as a value is passed on each render, so its actions see the view's latest props.
  const machine = useActorRef(made ?? (logic as SubmitMachine<Req, Res>), { inspect });
  const state = useSubmitState(machine);
  const fields = useFormFields({
    initial: options.initial,
    validate: options.validate,
    busy: state.busy,
    onValid: (values) => {
      if (again && state.succeeded) machine.send({ type: 'form.again' });
      machine.send({ type: 'form.submit', request: request(values) });
    },
  });
  return {
    ...fields,
    ...state,
    machine,
    /** After a success: a new operation (the view empties what it should first). */
    again: () => machine.send({ type: 'form.again' }),
  };
}
