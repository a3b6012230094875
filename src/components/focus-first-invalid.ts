/**
 * Moves the focus to the first field a submit marked invalid (`aria-invalid`), once the render
 * that marks them is done: the player lands on what to fix, and a screen reader reads its error.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
