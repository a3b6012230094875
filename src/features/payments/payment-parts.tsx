import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { PaymentChannel, PaymentOrder } from '../../api/contracts/payments';
import { orderStatusKey, usePaymentText } from './payment-text';

/** A radio group of channels, each with its limits. */
export function ChannelChoice({
  name,
  legend,
  channels,
  selected,
  onSelect,
  currencySymbol,
}: {
  name: string;
  legend: string;
  channels: readonly PaymentChannel[];
  selected: string;
  onSelect: (id: string) => void;
  currencySymbol: string;
}) {
  const { t } = useTranslation('payments');
  const { money } = usePaymentText(currencySymbol);
  return (
    <fieldset className="field pay-options">
      <legend>{legend}</legend>
      <div className="pay-options__list">
        {channels.map((channel) => (
          <label key={channel.id} className="pay-option">
            <input
              type="radio"
              name={name}
              value={channel.id}
              checked={selected === channel.id}
              onChange={() => onSelect(channel.id)}
            />
            <span>
              {channel.name}
              <span className="pay-option__limits">
                {t('amountLimits', { min: money(channel.min), max: money(channel.max) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An order just placed: its id, amount and status (which follows the back office, announced). */
export function OrderSummary({ order, currencySymbol }: { order: PaymentOrder; currencySymbol: string }) {
  const { t } = useTranslation('payments');
  const { money } = usePaymentText(currencySymbol);
  return (
    <section aria-label={t('orderDetails')}>
      <dl className="order-summary">
        <div>
          <dt>{t('orderId')}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>{t('channel')}</dt>
          <dd>{order.channelName}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('statusHeading')}</dt>
          <dd>
            <span
              role="status"
              className={`order-status order-status--${order.confirmation?.status ?? order.status}`}
            >
              {t(orderStatusKey(order))}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Copies a text (SPEC 8 "copy success"); the result is announced beside the button. `label` names
 * what it copies ("Copy: bKash number"); without one it copies the address.
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('payments');
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--ghost"
        aria-label={label ? t('copyWhat', { what: label }) : undefined}
        onClick={() => {
          setResult('idle');
          const clipboard = globalThis.navigator?.clipboard;
          if (!clipboard) {
            setResult('failed');
            return;
          }
          clipboard.writeText(text).then(
            () => setResult('copied'),
            () => setResult('failed'),
          );
        }}
      >
        {label ? t('copy') : t('copyAddress')}
      </button>
      <span role="status" className="copy-button__note">
        {result === 'copied' ? t('copied') : result === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
