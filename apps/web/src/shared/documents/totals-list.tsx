import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Money } from '@tawi/domain';
import { formatKes } from '../format';
import { LiveFigures } from './live-figures';
import { useDocumentsText } from './use-documents-text';

type Amount = Money | number;

/**
 * Subtotal, VAT and total of a document under its lines, read out as they change: side by side on
 * the right on a desk, one under the other on a phone.
 */
export function TotalsList({
  subtotal,
  taxTotal,
  total,
}: {
  subtotal: Amount;
  taxTotal: Amount;
  total: Amount;
}) {
  const { t } = useDocumentsText();
  const figures = [
    ['subtotal', subtotal],
    ['vat', taxTotal],
    ['total', total],
  ] as const;
  return (
    <LiveFigures label={t('totals.label')} phoneColumns="1fr" phoneGap={0.5}>
      {figures.map(([key, value]) => (
        <Box
          key={key}
          sx={{
            display: { xs: 'flex', sm: 'block' },
            justifyContent: 'space-between',
            alignItems: 'baseline',
            textAlign: 'right',
            gap: 2,
          }}
        >
          <Typography variant="caption" color="text.secondary" component="dt">
            {t(`totals.${key}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: key === 'total' ? 700 : 600, whiteSpace: 'nowrap' }}
          >
            {formatKes(value)}
          </Typography>
        </Box>
      ))}
    </LiveFigures>
  );
}
