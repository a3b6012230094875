import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../lib/start-language';
import { formatAmount, formatMoney } from '../lib/format';
import { TextField } from './text-field';

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated message: the field is marked invalid and keeps what was typed. */
  error?: string | undefined;
  currencySymbol: string;
  /** The channel's limits, shown under the field (major units). */
  min: number;
  max: number;
  /** One-tap amounts (major units). */
  quickAmounts?: readonly number[];
  lang: LanguageCode;
  disabled?: boolean;
}

/**
 * An amount in the site's currency: typed (digits, at most 2 decimals) or picked from the quick
 * amounts; the channel's minimum and maximum shown with thousands separators and 2 decimals.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  currencySymbol,
  min,
  max,
  quickAmounts = [],
  lang,
  disabled,
}: AmountFieldProps) {
  const { t } = useTranslation('payments');
  const money = (amount: number) => formatMoney(amount, lang, currencySymbol);
  return (
    <div className="amount-field">
      <TextField
        label={`${label} (${currencySymbol})`}
        value={value}
        onChange={onChange}
        error={error}
        hint={t('amountLimits', { min: money(min), max: money(max) })}
        inputMode="decimal"
        autoComplete="off"
        required
        disabled={disabled}
      />
      {quickAmounts.length > 0 && (
        <div className="amount-field__quick" role="group" aria-label={t('quickAmounts')}>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className="chip amount-field__chip"
              aria-pressed={value.replace(/,/g, '') === String(amount)}
              disabled={disabled}
              onClick={() => onChange(String(amount))}
            >
              {formatAmount(amount, lang).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
