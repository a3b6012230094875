import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated message; the field is marked invalid and describes itself with it. */
  error?: string | null | undefined;
  hint?: string | undefined;
}

/** A labelled input whose error is announced with it (keeps what was typed: the value is the caller's). */
export function TextField({ label, value, onChange, error, hint, required, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      {/* The asterisk sits beside the label, not in it, so the field's name stays the label alone
          (screen readers hear "required" from the input itself). */}
      <span className="field__label">
        <label htmlFor={id}>{label}</label>
        {required && <span aria-hidden="true"> *</span>}
      </span>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}
