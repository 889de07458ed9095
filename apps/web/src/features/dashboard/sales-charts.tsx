import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardSeries } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { ChartCard, compact } from './chart-card';
import { useDashboardText } from './use-dashboard-text';

const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-KE', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const money = (v: number | null) => formatKes(v);

/** Net sales of each day of the period. */
export function SalesByDayChart({ days }: { days: NonNullable<DashboardSeries['salesByDay']> }) {
  const theme = useTheme();
  const { t } = useDashboardText();
  return (
    <ChartCard
      id="sales-by-day"
      title={t('charts.salesByDay')}
      empty={days.every((d) => d.netSales === 0)}
      emptyText={t('charts.noSalesInPeriod')}
    >
      <LineChart
        dataset={days}
        height={280}
        xAxis={[{ scaleType: 'point', dataKey: 'date', valueFormatter: dayLabel, height: 28 }]}
        yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 50 }]}
        series={[
          {
            dataKey: 'netSales',
            label: t('charts.netSales'),
            color: theme.palette.primary.main,
            area: true,
            showMark: ({ index }) => (days[index]?.netSales ?? 0) !== 0,
            valueFormatter: money,
          },
        ]}
        hideLegend
        margin={{ left: 4, right: 12 }}
      />
    </ChartCard>
  );
}

/** Net sales and (with costs:read) gross profit of each branch in scope. */
export function SalesByBranchChart({
  branches,
}: {
  branches: NonNullable<DashboardSeries['salesByBranch']>;
}) {
  const theme = useTheme();
  const { t } = useDashboardText();
  return (
    <ChartCard
      id="sales-by-branch"
      title={t('charts.salesByBranch')}
      empty={branches.length === 0}
      emptyText={t('charts.noBranchSales')}
    >
      <BarChart
        dataset={branches}
        height={280}
        xAxis={[{ scaleType: 'band', dataKey: 'branchName', height: 28 }]}
        yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 50 }]}
        series={[
          {
            dataKey: 'netSales',
            label: t('charts.netSales'),
            color: theme.palette.primary.main,
            valueFormatter: money,
          },
          ...(branches.some((b) => b.grossProfit !== undefined)
            ? [
                {
                  dataKey: 'grossProfit',
                  label: t('charts.grossProfit'),
                  color: theme.palette.secondary.main,
                  valueFormatter: money,
                },
              ]
            : []),
        ]}
        margin={{ left: 4, right: 12 }}
      />
    </ChartCard>
  );
}

/** The products invoiced most in the period. */
export function TopProductsChart({ products }: { products: NonNullable<DashboardSeries['topProducts']> }) {
  const theme = useTheme();
  const { t } = useDashboardText();
  return (
    <ChartCard
      id="top-products"
      title={t('charts.topProducts')}
      empty={products.length === 0}
      emptyText={t('charts.noProductSold')}
    >
      <BarChart
        dataset={products}
        height={Math.max(160, products.length * 48 + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110 }]}
        xAxis={[{ valueFormatter: (v: number) => compact.format(v), height: 28 }]}
        series={[
          {
            dataKey: 'netSales',
            label: t('charts.netSales'),
            color: theme.palette.primary.main,
            valueFormatter: money,
          },
        ]}
        hideLegend
        margin={{ left: 4, right: 16 }}
      />
    </ChartCard>
  );
}
