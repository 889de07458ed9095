import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardSeries } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { ChartCard, compact } from './chart-card';
import { useDashboardText } from './use-dashboard-text';

const money = (v: number | null) => formatKes(v);

/** Days past due, youngest first (their words: `agingBuckets` of the dashboard text). */
const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

/** What customers owe at the end of the period, stacked by days past due. */
export function ReceivablesAgingChart({
  aging,
}: {
  aging: NonNullable<DashboardSeries['receivablesAging']>;
}) {
  const theme = useTheme();
  const { t } = useDashboardText();
  const colors = [
    theme.palette.success.main,
    theme.palette.info.main,
    theme.palette.warning.light,
    theme.palette.warning.dark,
    theme.palette.error.main,
  ];
  return (
    <ChartCard
      id="receivables-aging"
      title={t('charts.receivablesAging')}
      empty={BUCKETS.every((b) => aging[b] === 0)}
      emptyText={t('charts.nothingOwed')}
    >
      <BarChart
        height={200}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: [t('charts.owed')], width: 50 }]}
        xAxis={[{ valueFormatter: (v: number) => compact.format(v), height: 28 }]}
        series={BUCKETS.map((b, i) => ({
          data: [aging[b]],
          label: t(`agingBuckets.${b}`),
          stack: 'aging',
          color: colors[i],
          valueFormatter: money,
        }))}
        margin={{ left: 4, right: 16 }}
      />
    </ChartCard>
  );
}

/** The balance of each cash, bank and M-Pesa account at the end of the period. */
export function CashPositionChart({ accounts }: { accounts: NonNullable<DashboardSeries['cashPosition']> }) {
  const theme = useTheme();
  const { t } = useDashboardText();
  const rows = accounts.map((a) => {
    const kind = t(`accountKinds.${a.kind}`);
    return {
      ...a,
      label: a.accountName.toLowerCase().includes(kind.toLowerCase())
        ? a.accountName
        : t('charts.accountWithKind', { name: a.accountName, kind }),
    };
  });
  return (
    <ChartCard
      id="cash-position"
      title={t('charts.cashPosition')}
      empty={accounts.every((a) => a.balance === 0)}
      emptyText={t('charts.noMoney')}
    >
      <BarChart
        dataset={rows}
        height={Math.max(160, rows.length * 44 + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 150 }]}
        xAxis={[{ valueFormatter: (v: number) => compact.format(v), height: 28 }]}
        series={[
          {
            dataKey: 'balance',
            label: t('charts.balance'),
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
