import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { DashboardKpis } from '@tawi/contracts';
import { formatVatPeriod } from '@tawi/domain';
import { mayOpen } from '../../app/nav/page-access';
import { formatDate } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { KpiCard, type KpiCardProps } from './kpi-card';
import { useDashboardText } from './use-dashboard-text';

type KpiKey = Exclude<keyof DashboardKpis, 'vatDueDate' | 'vatPeriod'>;

/**
 * The cards in reading order (each titled by its id in `kpis` of the dashboard text); a card shows only
 * when the answer carries its figure (the role sees it).
 */
const CARDS: Array<Omit<KpiCardProps, 'kpi' | 'id' | 'title'> & { id: KpiKey }> = [
  { id: 'sales', to: '/dashboard/financial-reports', trend: 'up-is-good' },
  { id: 'grossProfit', to: '/dashboard/financial-reports', trend: 'up-is-good' },
  { id: 'cash', to: '/dashboard/banking', trend: 'up-is-good' },
  { id: 'receivables', to: '/dashboard/receivables-aging', trend: 'neutral' },
  { id: 'overdueReceivables', to: '/dashboard/invoices?overdue=true', trend: 'down-is-good' },
  { id: 'payablesDueThisWeek', to: '/dashboard/bills?status=Unpaid', trend: 'down-is-good' },
  { id: 'stockValue', to: '/dashboard/inventory-summary', trend: 'neutral' },
  { id: 'lowStockCount', to: '/dashboard/inventory-summary', trend: 'down-is-good', count: true },
  { id: 'vatDue', to: '/dashboard/vat-summary', trend: 'neutral' },
];

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function KpiGridSkeleton() {
  const { t } = useDashboardText();
  return (
    <Box sx={grid} aria-label={t('kpis.loading')} role="status">
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
  const { t } = useDashboardText();
  const vatNote =
    kpis.vatPeriod && kpis.vatDueDate
      ? t('kpis.vatNote', { period: formatVatPeriod(kpis.vatPeriod), date: formatDate(kpis.vatDueDate) })
      : undefined;
  return (
    <Box component="section" aria-label={t('kpis.label')} sx={grid}>
      {CARDS.map((card) => {
        const kpi = kpis[card.id];
        if (!kpi) return null;
        const vat = card.id === 'vatDue';
        const to = vat && kpis.vatPeriod ? `${card.to}/${kpis.vatPeriod}` : card.to;
        return (
          <KpiCard
            key={card.id}
            {...card}
            title={t(`kpis.${card.id}`)}
            kpi={kpi}
            to={to && mayOpen(can, to) ? to : undefined}
            note={vat ? vatNote : undefined}
          />
        );
      })}
    </Box>
  );
}
