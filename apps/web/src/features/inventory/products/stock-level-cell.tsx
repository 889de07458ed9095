import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatQty, stockLevel } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';

/** A stock figure, flagged 'Low' at or below the minimum and 'Out' at none. */
export function StockLevelCell({
  currentStock,
  minimumStock,
}: {
  currentStock: number;
  minimumStock: number;
}) {
  const level = stockLevel(currentStock, minimumStock);
  const { t } = useInventoryText();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, height: '100%' }}>
      {level !== 'ok' && (
        <Chip
          size="small"
          variant="outlined"
          color={level === 'out' ? 'error' : 'warning'}
          label={level === 'out' ? t('levels.out') : t('levels.low')}
        />
      )}
      {formatQty(currentStock)}
    </Box>
  );
}
