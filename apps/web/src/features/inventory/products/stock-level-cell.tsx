import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { formatQty, stockLevel } from '../inventory-format';

/** A stock figure, flagged 'Low' at or below the minimum and 'Out' at none. */
export function StockLevelCell({
  currentStock,
  minimumStock,
}: {
  currentStock: number;
  minimumStock: number;
}) {
  const level = stockLevel(currentStock, minimumStock);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, height: '100%' }}>
      {level !== 'ok' && (
        <Chip
          size="small"
          variant="outlined"
          color={level === 'out' ? 'error' : 'warning'}
          label={level === 'out' ? 'Out' : 'Low'}
        />
      )}
      {formatQty(currentStock)}
    </Box>
  );
}
