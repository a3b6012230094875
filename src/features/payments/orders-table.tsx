import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { paymentOrdersMachine } from '../../../machines/payment-orders.machine';
import type { PaymentChannelKind, PaymentOrder } from '../../api/contracts/payments';
import { EmptyState, ErrorState, Loading } from '../../components/page-state';
import { SessionContext } from '../../app/providers/session';
import { orderStatusKey, usePaymentText } from './payment-text';
import { ColumnsTable, zonedTimeColumn, type Column } from '../../components/columns-table';

export type PaymentOrdersRef = ActorRefFrom<typeof paymentOrdersMachine>;

/** A receiving address shortened for a table cell (the whole one is in the title). */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * The member's recent deposits or withdrawals with their statuses, kept fresh by the orders
 * machine (every 5 s while one is pending). Loading, empty and error states; a failed refresh
 * keeps the last list on screen with a retry.
 */
export function OrdersTable({
  orders: ordersRef,
  kind,
  currencySymbol,
  title,
}: {
  orders: PaymentOrdersRef;
  kind: PaymentChannelKind;
  currencySymbol: string;
  title: string;
}) {
  const { t } = useTranslation('payments');
  const { lang, money } = usePaymentText(currencySymbol);
  const orders = useSelector(ordersRef, (s) => s.context.items);
  const failure = useSelector(ordersRef, (s) => s.context.failure);
  const failed = useSelector(ordersRef, (s) => s.matches('failed'));
  const loading = useSelector(ordersRef, (s) => s.matches('loading'));
  const offset = SessionContext.useSelector((s) => s.context.member?.gmtOffsetMinutes ?? 0);
  const retry = () => ordersRef.send({ type: 'load.retry' });

  if (orders.length === 0) {
    if (failed && failure) return <ErrorState failure={failure} onRetry={retry} />;
    if (loading) return <Loading />;
    return <EmptyState>{t(kind === 'deposit' ? 'noDeposits' : 'noWithdrawals')}</EmptyState>;
  }
  const destination = (order: PaymentOrder) =>
    order.bankAccount ? (
      `${order.bankAccount.bankName} ${order.bankAccount.accountNumberMasked}`
    ) : order.address ? (
      <span title={order.address}>{shortAddress(order.address)}</span>
    ) : (
      '—'
    );
  const columns: Column<PaymentOrder>[] = [
    { id: 'orderId', header: t('orderId'), rowHeader: true, render: (order) => order.orderId },
    zonedTimeColumn('time', t('time'), (order: PaymentOrder) => order.createdAt, offset, lang),
    { id: 'channel', header: t('channel'), card: 'meta', render: (order) => order.channelName },
    // A withdrawal says where the money goes; a deposit has no such column.
    ...(kind === 'withdrawal' ? [{ id: 'receiveTo', header: t('receiveTo'), render: destination }] : []),
    {
      id: 'amount',
      header: t('amount'),
      className: 'payments-table__amount',
      card: 'lead',
      render: (order) => money(order.amount),
    },
    {
      id: 'status',
      header: t('statusHeading'),
      card: 'headline',
      render: (order) => (
        <>
          <span className={`order-status order-status--${order.confirmation?.status ?? order.status}`}>
            {t(orderStatusKey(order), { amount: money(order.confirmation?.amountReceived ?? 0) })}
          </span>
          {order.status === 'rejected' && (
            <span className="order-status__note">
              {t(`rejectReason.${order.rejectReason ?? 'other'}`, {
                defaultValue: t('rejectReason.other'),
              })}
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <>
      {failed && failure && <ErrorState failure={failure} onRetry={retry} />}
      <ColumnsTable
        caption={title}
        captionHidden
        look={{ className: 'payments-table' }}
        columns={columns}
        rows={orders}
        rowKey={(order) => order.orderId}
      />
    </>
  );
}
