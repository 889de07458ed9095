import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@tawi/contracts';
import { EmptyState } from '../../shared/empty-state';
import { ErrorState } from '../../shared/error-state';
import { formatDate } from '../../shared/format';
import { AttentionList } from './attention-list';
import { useDashboard } from './dashboard-api';
import { KpiGrid, KpiGridSkeleton } from './kpi-grid';
import { CashPositionChart, ReceivablesAgingChart } from './money-charts';
import { SalesByBranchChart, SalesByDayChart, TopProductsChart } from './sales-charts';
import { useDashboardText } from './use-dashboard-text';

const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
};

/** A company with nothing recorded yet: no figure moved, nothing owed, held or sold. */
function isNew(d: Dashboard): boolean {
  const figures = Object.values(d.kpis).filter((k) => typeof k === 'object');
  return figures.every((k) => k.value === 0 && k.previous === 0) && d.attention.length === 0;
}

function Charts({ d }: { d: Dashboard }) {
  const { series } = d;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        {series.salesByDay ? <SalesByDayChart days={series.salesByDay} /> : null}
        <Box sx={{ order: { xs: -1, lg: 0 }, minWidth: 0 }}>
          <AttentionList items={d.attention} />
        </Box>
      </Box>
      <Box sx={twoColumns}>
        {series.salesByBranch && <SalesByBranchChart branches={series.salesByBranch} />}
        {series.topProducts && <TopProductsChart products={series.topProducts} />}
        {series.receivablesAging && <ReceivablesAgingChart aging={series.receivablesAging} />}
        {series.cashPosition && <CashPositionChart accounts={series.cashPosition} />}
      </Box>
    </>
  );
}

function Loading() {
  return (
    <>
      <KpiGridSkeleton />
      <Box sx={twoColumns}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </>
  );
}

/** The figures of the period for the branch (or all), the charts and the list of what needs attention. */
export function DashboardOverview({ from, to, branchId }: { from: string; to: string; branchId: string }) {
  const { t } = useDashboardText();
  const query = useDashboard({ from, to, branchId });
  const d = query.data;
  if (query.error)
    return (
      <ErrorState error={query.error} title={t('overview.loadFailed')} onRetry={() => void query.refetch()} />
    );
  if (!d) return <Loading />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        opacity: query.isPlaceholderData ? 0.6 : 1,
        transition: (theme) =>
          theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('overview.range', {
          from: formatDate(d.from),
          to: formatDate(d.to),
          previousFrom: formatDate(d.previousFrom),
          previousTo: formatDate(d.previousTo),
        })}
      </Typography>
      {isNew(d) && (
        <Card variant="outlined">
          <EmptyState
            compact
            icon={InsightsIcon}
            title={t('overview.newTitle')}
            description={t('overview.newDescription')}
          />
        </Card>
      )}
      <KpiGrid kpis={d.kpis} />
      <Charts d={d} />
    </Box>
  );
}
