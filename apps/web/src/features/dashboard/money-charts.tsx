import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardSeries } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { ChartCard, compact } from './chart-card';

const money = (v: number | null) => formatKes(v);

const BUCKETS = [
  { key: 'current', label: 'Not yet due' },
  { key: 'days1to30', label: '1-30 days' },
  { key: 'days31to60', label: '31-60 days' },
  { key: 'days61to90', label: '61-90 days' },
  { key: 'over90', label: 'Over 90 days' },
] as const;

/** What customers owe at the end of the period, stacked by days past due. */
export function ReceivablesAgingChart({
  aging,
}: {
  aging: NonNullable<DashboardSeries['receivablesAging']>;
}) {
  const theme = useTheme();
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
      title="Receivables aging"
      empty={BUCKETS.every((b) => aging[b.key] === 0)}
      emptyText="No customer owes anything."
    >
      <BarChart
        height={200}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: ['Owed'], width: 50 }]}
        xAxis={[{ valueFormatter: (v: number) => compact.format(v), height: 28 }]}
        series={BUCKETS.map((b, i) => ({
          data: [aging[b.key]],
          label: b.label,
          stack: 'aging',
          color: colors[i],
          valueFormatter: money,
        }))}
        margin={{ left: 4, right: 16 }}
      />
    </ChartCard>
  );
}

const KIND_LABEL = { cash: 'Cash', bank: 'Bank', mobile_money: 'M-Pesa' } as const;

/** The balance of each cash, bank and M-Pesa account at the end of the period. */
export function CashPositionChart({ accounts }: { accounts: NonNullable<DashboardSeries['cashPosition']> }) {
  const theme = useTheme();
  const rows = accounts.map((a) => ({
    ...a,
    label: a.accountName.toLowerCase().includes(KIND_LABEL[a.kind].toLowerCase())
      ? a.accountName
      : `${a.accountName} (${KIND_LABEL[a.kind]})`,
  }));
  return (
    <ChartCard
      id="cash-position"
      title="Cash position"
      empty={accounts.every((a) => a.balance === 0)}
      emptyText="No money in any account yet."
    >
      <BarChart
        dataset={rows}
        height={Math.max(160, rows.length * 44 + 40)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 150 }]}
        xAxis={[{ valueFormatter: (v: number) => compact.format(v), height: 28 }]}
        series={[
          { dataKey: 'balance', label: 'Balance', color: theme.palette.primary.main, valueFormatter: money },
        ]}
        hideLegend
        margin={{ left: 4, right: 16 }}
      />
    </ChartCard>
  );
}
