import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { InventorySummary } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { useInventoryText } from '../use-inventory-text';

/** Short axis figures: 1.2M, 450K. */
const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

/** The value of stock in each category, largest first. */
export function CategoryValueChart({ summary }: { summary: InventorySummary }) {
  const theme = useTheme();
  const { t } = useInventoryText();
  const data = [...summary.byCategory]
    .map((c) => ({ category: c.category, stockValue: c.stockValue ?? 0 }))
    .sort((a, b) => b.stockValue - a.stockValue);
  return (
    <Card component="section" aria-labelledby="by-category-heading" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="by-category-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('summary.byCategory.heading')}
      </Typography>
      {data.length === 0 ? (
        <Typography color="text.secondary">{t('summary.byCategory.noStock')}</Typography>
      ) : (
        <BarChart
          dataset={data}
          height={300}
          xAxis={[{ scaleType: 'band', dataKey: 'category', height: 40 }]}
          yAxis={[{ valueFormatter: (v: number) => compact.format(v), width: 50 }]}
          series={[
            {
              dataKey: 'stockValue',
              label: t('summary.byCategory.series'),
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
