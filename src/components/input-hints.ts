import type { InputHTMLAttributes } from 'react';

/** The on-screen keyboard and autofill attributes of a text input. */
export type InputHints = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
>;

/** Usernames, ids and codes typed as they are: phones capitalise and "correct" them otherwise. */
export const verbatim = { autoCapitalize: 'none', spellCheck: false } as const satisfies InputHints;

/**
 * The 6-digit payment (withdrawal) password, typed or set. one-time-code, not off: password
 * managers ignore off on password fields, and would fill the login password here or save over it.
 */
export const paymentPinHints = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
} as const satisfies InputHints;
