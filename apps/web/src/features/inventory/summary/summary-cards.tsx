import CategoryIcon from '@mui/icons-material/Category';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { InventorySummary } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';

interface Figure {
  label: string;
  value: string;
  note?: string;
  Icon: ComponentType<SvgIconProps>;
  color?: 'warning.main' | 'error.main';
}

/** Values at cost are absent for a role that does not see costs (costs:read): their figures go. */
function figuresOf(s: InventorySummary, t: TFunction<'inventory'>): Figure[] {
  const { company: c, inTransit } = s;
  const units = formatQty(inTransit.units);
  const inTransitUnits = t('summary.figures.unitsInTransfers', { units, count: inTransit.transfers });
  return [
    { label: t('summary.figures.productsInStock'), value: formatQty(c.products), Icon: CategoryIcon },
    { label: t('summary.figures.unitsInStock'), value: formatQty(c.units), Icon: StackedBarChartIcon },
    ...(c.stockValue === undefined
      ? []
      : [{ label: t('summary.figures.stockValue'), value: formatKes(c.stockValue), Icon: PaymentsIcon }]),
    {
      label: t('summary.figures.lowStock'),
      value: formatQty(c.lowStock),
      Icon: WarningAmberIcon,
      color: 'warning.main',
    },
    {
      label: t('summary.figures.outOfStock'),
      value: formatQty(c.outOfStock),
      Icon: RemoveShoppingCartIcon,
      color: 'error.main',
    },
    {
      label: t('summary.figures.inTransit'),
      value:
        inTransit.value === undefined ? t('summary.figures.units', { units }) : formatKes(inTransit.value),
      note: inTransitUnits,
      Icon: LocalShippingIcon,
    },
  ];
}

/** The company's stock in six figures. */
export function SummaryCards({ summary }: { summary: InventorySummary }) {
  const { t } = useInventoryText();
  return (
    <Box
      component="section"
      aria-label={t('summary.figures.label')}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
      }}
    >
      {figuresOf(summary, t).map(({ label, value, note, Icon, color }) => (
        <Card key={label} sx={{ p: 2, minWidth: 0 }} aria-label={label} role="group">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Icon fontSize="small" sx={{ color: color ?? 'primary.main' }} aria-hidden />
            <Typography variant="body2" color="text.secondary" noWrap>
              {label}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, fontSize: { xs: 16, sm: 18 } }} noWrap>
            {value}
          </Typography>
          {note && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {note}
            </Typography>
          )}
        </Card>
      ))}
    </Box>
  );
}
