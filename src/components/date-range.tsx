import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_RANGE_DAYS,
  rangePresets,
  type DateRangeValue,
  type RangeErrorCode,
  type RangePreset,
} from '../lib/date-range';
import './date-range.css';

export interface DateRangePickerProps {
  preset: RangePreset;
  /** The custom range's dates as typed (`YYYY-MM-DD`): the caller keeps them. */
  draft: DateRangeValue;
  /** Why the custom range was refused: a code of src/lib/date-range.ts, translated here. */
  error: RangeErrorCode | null;
  /** The earliest and latest day a custom range may take (for the date pickers). */
  min: string;
  max: string;
  onPreset: (preset: RangePreset) => void;
  onEdit: (change: { from?: string; to?: string }) => void;
  onApply: () => void;
}

const presets: readonly RangePreset[] = [...rangePresets, 'custom'];

/** Which field a refusal is about, so only that field is marked invalid. */
const invalidField: Record<RangeErrorCode, 'from' | 'to' | 'both'> = {
  fromRequired: 'from',
  toRequired: 'to',
  invalidDate: 'both',
  fromAfterTo: 'both',
  tooOld: 'from',
  future: 'to',
};

/**
 * A date range picker (records pages): quick ranges as a radio group (arrow keys move between
 * them, and choosing one searches at once) and a custom range of two labelled date fields with a
 * search button. A refused custom range keeps what was typed and names the problem beside the
 * fields. Controlled: the rules and the dates live with the caller (machines/records-query).
 */
export function DateRangePicker({
  preset,
  draft,
  error,
  min,
  max,
  onPreset,
  onEdit,
  onApply,
}: DateRangePickerProps) {
  const { t } = useTranslation('records');
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = (field: 'from' | 'to') =>
    error !== null && (invalidField[error] === field || invalidField[error] === 'both');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const describedBy = (field: 'from' | 'to') =>
    [hintId, invalid(field) ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="date-range">
      <fieldset className="date-range__presets">
        <legend>{t('range.legend')}</legend>
        {presets.map((value) => (
          <label key={value} className="date-range__preset">
            <input
              type="radio"
              name={`${id}-preset`}
              value={value}
              checked={preset === value}
              onChange={() => onPreset(value)}
            />
            <span>{t(`range.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {preset === 'custom' && (
        // noValidate: the range's own translated messages, not the browser's bubbles.
        <form className="date-range__custom" noValidate onSubmit={submit}>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('range.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={draft.from}
              min={min}
              max={max}
              aria-invalid={invalid('from') || undefined}
              aria-describedby={describedBy('from')}
              onChange={(event) => onEdit({ from: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('range.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={draft.to}
              min={min}
              max={max}
              aria-invalid={invalid('to') || undefined}
              aria-describedby={describedBy('to')}
              onChange={(event) => onEdit({ to: event.target.value })}
            />
          </div>
          <button type="submit" className="button">
            {t('range.search')}
          </button>
          <p id={hintId} className="field__hint date-range__hint">
            {t('range.hint', { days: MAX_RANGE_DAYS })}
          </p>
          {error && (
            <p id={errorId} className="form-error date-range__error" role="alert">
              {t(`range.errors.${error}`, { days: MAX_RANGE_DAYS })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
