import type { SecurityFormState } from './use-security-form';

/** The button that shows and hides a section's form (a disclosure: it says whether the form is open). */
export function FormOpener({ form, label }: { form: SecurityFormState; label: string }) {
  return (
    <button
      id={form.ids.opener}
      type="button"
      className="button button--ghost"
      aria-expanded={form.open}
      aria-controls={form.open ? form.ids.form : undefined}
      onClick={form.toggle}
    >
      {label}
    </button>
  );
}

/** A form's submit and cancel buttons. */
export function FormActions({
  form,
  submit,
  cancel,
}: {
  form: SecurityFormState;
  submit: string;
  cancel: string;
}) {
  return (
    <div className="security__actions">
      <button type="submit" className="button" disabled={form.busy}>
        {submit}
      </button>
      <button type="button" className="button button--ghost" onClick={form.cancel}>
        {cancel}
      </button>
    </div>
  );
}
