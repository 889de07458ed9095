import EventIcon from '@mui/icons-material/Event';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PurchaseOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildUrl } from '../../../shared/api/api-client';
import { ErrorState } from '../../../shared/error-state';
import { formatDate, formatKes } from '../../../shared/format';
import { addAction } from '../../../shared/lists/add-action';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { PaymentStatusChip } from '../payments/payment-status-chip';
import { PurchaseOrderDialog } from '../purchase-orders/purchase-order-dialog';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { OverviewFigure } from './overview-figure';
import { OverviewList, type OverviewRow } from './overview-list';
import { dueSoonRange, type Payables, type TradeOverview, useTradeOverview } from './trade-overview-api';

function Figures({ data, today }: { data: TradeOverview; today: string }) {
  const { t } = useTradeText();
  const billsNote = (p: Payables) => t('overview.bills', { count: p.count });
  const statusLink = (status: string) => buildUrl(tradePaths.purchaseOrders, { status });
  return (
    <Box
      component="section"
      aria-label={t('overview.figures')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <OverviewFigure
        label={t('overview.dueSoon')}
        value={formatKes(data.dueSoon.amount)}
        note={billsNote(data.dueSoon)}
        to={buildUrl(tradePaths.bills, dueSoonRange(today))}
        Icon={EventIcon}
        color="warning.main"
      />
      <OverviewFigure
        label={t('overview.overdue')}
        value={formatKes(data.overdue.amount)}
        note={billsNote(data.overdue)}
        to={buildUrl(tradePaths.bills, { overdue: 'true' })}
        Icon={WarningAmberIcon}
        color="error.main"
      />
      <OverviewFigure
        label={t('overview.awaiting')}
        value={String(data.pending.total)}
        note={t('overview.pending', { count: data.pending.total })}
        to={statusLink('Pending')}
        Icon={HourglassBottomIcon}
      />
      <OverviewFigure
        label={t('overview.partly')}
        value={String(data.partlyReceived.total)}
        note={t('overview.toCome', { count: data.partlyReceived.total })}
        to={statusLink('Partially Received')}
        Icon={MoveToInboxIcon}
        color="info.main"
      />
    </Box>
  );
}

function orderRows(data: TradeOverview, t: TFunction<'trade'>): OverviewRow[] {
  const latest = (a: PurchaseOrder, b: PurchaseOrder) =>
    b.date.localeCompare(a.date) || b.purchaseId.localeCompare(a.purchaseId);
  return [...data.partlyReceived.items, ...data.pending.items]
    .sort(latest)
    .slice(0, 5)
    .map((o) => ({
      key: o.id,
      primary: `${o.purchaseId} · ${o.supplierName}`,
      secondary: t('overview.orderedOn', { date: formatDate(o.date), amount: formatKes(o.total) }),
      end: <StatusChip status={o.status} />,
      to: tradePaths.purchaseOrder(o.id),
    }));
}

function paymentRows(data: TradeOverview): OverviewRow[] {
  return data.recentPayments.map((p) => ({
    key: p.id,
    primary: `${p.paymentNo} · ${p.supplierName}`,
    secondary: `${formatDate(p.paymentDate)} · ${formatKes(p.amount)}`,
    end: <PaymentStatusChip status={p.status} />,
  }));
}

/** Trade at a glance: what falls due, what is overdue, orders waiting for goods, latest payments. */
export function TradeOverviewPage() {
  const { me, can, activeBranch } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const today = todayIn(me.company.timeZone);
  const overview = useTradeOverview(today);
  const [creating, setCreating] = useState(false);
  const data = overview.data;

  return (
    <>
      <PageHeader
        title={t('overview.title')}
        description={t('overview.description', { branch: activeBranch?.name ?? t('common.thisBranch') })}
        actions={addAction(can('trade:create'), t('overview.add'), () => setCreating(true))}
      />
      {overview.error ? (
        <ErrorState
          error={overview.error}
          title={t('overview.loadFailed')}
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label={t('overview.loading')}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Figures data={data} today={today} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
            <OverviewList
              title={t('overview.ordersTitle')}
              rows={orderRows(data, t)}
              empty={t('overview.ordersEmpty')}
              allTo={tradePaths.purchaseOrders}
              allLabel={t('overview.allOrders')}
            />
            <OverviewList
              title={t('overview.paymentsTitle')}
              rows={paymentRows(data)}
              empty={t('overview.paymentsEmpty')}
              allTo={tradePaths.payments}
              allLabel={t('overview.allPayments')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('overview.asAt', { date: formatDate(today) })}
          </Typography>
        </Box>
      )}
      {creating && (
        <PurchaseOrderDialog
          onClose={() => setCreating(false)}
          onCreated={(order) => navigate(tradePaths.purchaseOrder(order.id))}
        />
      )}
    </>
  );
}
