import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { DashboardKpis } from '@tawi/contracts';
import { formatVatPeriod } from '@tawi/domain';
import { mayOpen } from '../../app/nav/page-access';
import { formatDate } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { KpiCard, type KpiCardProps } from './kpi-card';

type KpiKey = Exclude<keyof DashboardKpis, 'vatDueDate' | 'vatPeriod'>;

/** The cards in reading order; a card shows only when the answer carries its figure (the role sees it). */
const CARDS: Array<Omit<KpiCardProps, 'kpi' | 'id'> & { id: KpiKey }> = [
  { id: 'sales', title: 'Sales (net of VAT)', to: '/dashboard/financial-reports', trend: 'up-is-good' },
  { id: 'grossProfit', title: 'Gross profit', to: '/dashboard/financial-reports', trend: 'up-is-good' },
  { id: 'cash', title: 'Cash, bank and M-Pesa', to: '/dashboard/banking', trend: 'up-is-good' },
  { id: 'receivables', title: 'Owed by customers', to: '/dashboard/receivables-aging', trend: 'neutral' },
  {
    id: 'overdueReceivables',
    title: 'Overdue from customers',
    to: '/dashboard/invoices?overdue=true',
    trend: 'down-is-good',
  },
  {
    id: 'payablesDueThisWeek',
    title: 'Bills due within a week',
    to: '/dashboard/bills?status=Unpaid',
    trend: 'down-is-good',
  },
  { id: 'stockValue', title: 'Stock value', to: '/dashboard/inventory-summary', trend: 'neutral' },
  {
    id: 'lowStockCount',
    title: 'Products low on stock',
    to: '/dashboard/inventory-summary',
    trend: 'down-is-good',
    count: true,
  },
  { id: 'vatDue', title: 'VAT due', to: '/dashboard/vat-summary', trend: 'neutral' },
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function KpiGridSkeleton() {
  return (
    <Box sx={grid} aria-label="Loading the figures" role="status">
      {Array.from({ length: 9 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} variant="rounded" height={128} />
      ))}
    </Box>
  );
}

/** The period's key figures the user may see. */
export function KpiGrid({ kpis }: { kpis: DashboardKpis }) {
  const { can } = useSession();
  const vatNote =
    kpis.vatPeriod && kpis.vatDueDate
      ? `${formatVatPeriod(kpis.vatPeriod)} return, due ${formatDate(kpis.vatDueDate)}`
      : undefined;
  return (
    <Box component="section" aria-label="Key figures" sx={grid}>
      {CARDS.map((card) => {
        const kpi = kpis[card.id];
        if (!kpi) return null;
        const vat = card.id === 'vatDue';
        const to = vat && kpis.vatPeriod ? `${card.to}/${kpis.vatPeriod}` : card.to;
        return (
          <KpiCard
            key={card.id}
            {...card}
            kpi={kpi}
            to={to && mayOpen(can, to) ? to : undefined}
            note={vat ? vatNote : undefined}
          />
        );
      })}
    </Box>
  );
}
