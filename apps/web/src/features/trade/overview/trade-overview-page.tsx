import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/Event';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PurchaseOrder } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildUrl } from '../../../shared/api/api-client';
import { ErrorState } from '../../../shared/error-state';
import { formatDate, formatKes } from '../../../shared/format';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { StatusChip } from '../../../shared/status-chip';
import { PaymentStatusChip } from '../payments/payment-status-chip';
import { PurchaseOrderDialog } from '../purchase-orders/purchase-order-dialog';
import { tradePaths } from '../trade-format';
import { OverviewFigure } from './overview-figure';
import { OverviewList, type OverviewRow } from './overview-list';
import { dueSoonRange, type Payables, type TradeOverview, useTradeOverview } from './trade-overview-api';

const billsNote = (p: Payables) => `${p.count} ${p.count === 1 ? 'bill' : 'bills'}`;
const ordersNote = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

function Figures({ data, today }: { data: TradeOverview; today: string }) {
  const statusLink = (status: string) => buildUrl(tradePaths.purchaseOrders, { status });
  return (
    <Box
      component="section"
      aria-label="Payables and orders"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <OverviewFigure
        label="Due in 30 days"
        value={formatKes(data.dueSoon.amount)}
        note={billsNote(data.dueSoon)}
        to={buildUrl(tradePaths.bills, dueSoonRange(today))}
        Icon={EventIcon}
        color="warning.main"
      />
      <OverviewFigure
        label="Overdue"
        value={formatKes(data.overdue.amount)}
        note={billsNote(data.overdue)}
        to={buildUrl(tradePaths.bills, { overdue: 'true' })}
        Icon={WarningAmberIcon}
        color="error.main"
      />
      <OverviewFigure
        label="Awaiting delivery"
        value={String(data.pending.total)}
        note={`${ordersNote(data.pending.total)} pending`}
        to={statusLink('Pending')}
        Icon={HourglassBottomIcon}
      />
      <OverviewFigure
        label="Partly received"
        value={String(data.partlyReceived.total)}
        note={`${ordersNote(data.partlyReceived.total)} with goods to come`}
        to={statusLink('Partially Received')}
        Icon={MoveToInboxIcon}
        color="info.main"
      />
    </Box>
  );
}

function orderRows(data: TradeOverview): OverviewRow[] {
  const latest = (a: PurchaseOrder, b: PurchaseOrder) =>
    b.date.localeCompare(a.date) || b.purchaseId.localeCompare(a.purchaseId);
  return [...data.partlyReceived.items, ...data.pending.items]
    .sort(latest)
    .slice(0, 5)
    .map((o) => ({
      key: o.id,
      primary: `${o.purchaseId} · ${o.supplierName}`,
      secondary: `Ordered ${formatDate(o.date)} · ${formatKes(o.total)}`,
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
  const navigate = useNavigate();
  const today = todayIn(me.company.timeZone);
  const overview = useTradeOverview(today);
  const [creating, setCreating] = useState(false);
  const data = overview.data;

  return (
    <>
      <PageHeader
        title="Trade"
        description={`Suppliers, orders, bills and payments of ${activeBranch?.name ?? 'this branch'}.`}
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New order
            </Button>
          )
        }
      />
      {overview.error ? (
        <ErrorState
          error={overview.error}
          title="Could not load the overview"
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label="Loading the overview"
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
              title="Orders awaiting goods"
              rows={orderRows(data)}
              empty="No order is waiting for goods."
              allTo={tradePaths.purchaseOrders}
              allLabel="All orders"
            />
            <OverviewList
              title="Recent payments"
              rows={paymentRows(data)}
              empty="No payment recorded yet."
              allTo={tradePaths.payments}
              allLabel="All payments"
            />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Amounts are what the bills still owe, as at {formatDate(today)}.
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
