import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOrder, PaymentStatus } from '@lotto/contract';
import { cn } from '../../../components/ui/cn';
import { Icon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { usePaymentOrders } from '../api/get-payment-orders';
import { DemoBadge } from './demo-badge';

const STATUS_TONE: Record<PaymentStatus, string> = {
  PENDING: 'bg-warning/15 text-warning',
  APPROVED: 'bg-success/15 text-success',
  REJECTED: 'bg-danger/15 text-danger',
};

function OrderRow({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('money');
  const held = order.kind === 'WITHDRAW' && order.status === 'PENDING';
  return (
    <li data-testid="order" className="grid gap-1.5 rounded-card border border-border bg-surface-2/40 p-3.5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          <Icon name={order.kind === 'DEPOSIT' ? 'wallet' : 'download'} className="size-4 text-muted" />
          {t(`orders.kind.${order.kind}`)}
          <span className="text-muted">·</span>
          <span className="font-normal text-muted">{order.providerName}</span>
          {order.isDemo ? <DemoBadge /> : null}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {formatDateTime(order.createdAt)} · {t('orders.reference', { reference: order.reference })}
        </p>
        {order.remarks ? <p className="mt-1 text-xs">{t('orders.remarks', { remarks: order.remarks })}</p> : null}
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="text-base font-bold tabular-nums">
          {order.kind === 'WITHDRAW' ? '-' : '+'}
          {formatMoney(order.amount, order.currency)} <span className="text-xs font-normal text-muted">{order.currency}</span>
        </span>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold', STATUS_TONE[order.status])}>
          {t(`orders.status.${order.status}`)}
          {held ? ` · ${t('orders.held')}` : ''}
        </span>
      </div>
    </li>
  );
}

/** The member's recent deposits and withdrawals, newest first, paged (money.orders). */
export function OrderList() {
  const { t } = useTranslation('money');
  const [page, setPage] = useState(1);
  const orders = usePaymentOrders(page);
  if (orders.isError && !orders.isFetching) return <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data) {
    return (
      <div className="grid gap-2" aria-busy="true" data-testid="orders-loading">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (orders.data.content.length === 0) return <p className="py-6 text-center text-sm text-muted">{t('orders.empty')}</p>;
  const { pageNum, totalPages } = orders.data;
  return (
    <div className="grid gap-3" aria-busy={orders.isFetching || undefined}>
      <ul className="grid gap-2.5" aria-label={t('orders.title')}>
        {orders.data.content.map((o) => (
          <OrderRow key={o.orderId} order={o} />
        ))}
      </ul>
      <Pager
        page={pageNum}
        totalPages={totalPages}
        onPage={setPage}
        labels={{ nav: t('orders.pages'), previous: t('orders.prev'), next: t('orders.next'), status: t('orders.pageOf', { page: pageNum, total: totalPages }) }}
      />
    </div>
  );
}
