import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { InventorySummary } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';

/** Short axis figures: 1.2M, 450K. */
const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

/** The value of stock in each category, largest first. */
export function CategoryValueChart({ summary }: { summary: InventorySummary }) {
  const theme = useTheme();
  const data = [...summary.byCategory]
    .map((c) => ({ category: c.category, stockValue: c.stockValue ?? 0 }))
    .sort((a, b) => b.stockValue - a.stockValue);
  return (
    <Card component="section" aria-labelledby="by-category-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="by-category-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Stock value by category
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">No stock yet.</Typography>
      ) : (
        <BarChart
          dataset={data}
          height={300}
          xAxis={[{ scaleType: 'band', dataKey: 'category', height: 40 }]}
          yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 50 }]}
          series={[
            {
              dataKey: 'stockValue',
              label: 'Stock value',
              color: theme.palette.primary.main,
              valueFormatter: (v) => formatKes(v),
            },
          ]}
          hideLegend
          margin={{ left: 8, right: 8 }}
        />
      )}
    </Card>
  );
}
