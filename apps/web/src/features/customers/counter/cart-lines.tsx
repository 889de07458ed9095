import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatKes } from '../../../shared/format';
import type { CartLine } from './counter-cart';

export interface CartLinesProps {
  lines: CartLine[];
  lineTotals: number[];
  onChange: (index: number, patch: Partial<CartLine>) => void;
  onRemove: (index: number) => void;
}

const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** The sale's lines: quantity and discount editable, the line's total, remove; stacks on a phone. */
export function CartLines({ lines, lineTotals, onChange, onRemove }: CartLinesProps) {
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        Scan a barcode or search a product to start the sale.
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label="Sale lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line, i) => (
        <Box
          component="li"
          key={line.productId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 84px 96px 40px', sm: '1fr 96px 130px 120px 40px' },
            gridTemplateAreas: {
              // on a phone quantity and discount share the second row, so both labels read in full
              xs: '"name name total remove" "qty qty disc disc"',
              sm: '"name qty disc total remove"',
            },
            alignItems: 'center',
            gap: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ gridArea: 'name', minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {line.name}
            </Typography>
            <Typography variant="body2" color={line.qty > line.inStock ? 'error' : 'text.secondary'}>
              {line.sku} · {formatKes(line.unitPrice)}
              {line.qty > line.inStock && ` · only ${line.inStock} in stock`}
            </Typography>
          </Box>
          <TextField
            size="small"
            label="Qty"
            type="number"
            value={line.qty}
            onChange={(e) => onChange(i, { qty: numberOf(e.target.value) })}
            slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `Quantity of ${line.name}` } }}
            sx={{ gridArea: 'qty' }}
          />
          <TextField
            size="small"
            label="Discount (KES)"
            type="number"
            value={line.discount || ''}
            onChange={(e) => onChange(i, { discount: numberOf(e.target.value) })}
            slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `Discount on ${line.name}` } }}
            sx={{ gridArea: 'disc' }}
          />
          <Typography sx={{ gridArea: 'total', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {formatKes(lineTotals[i] ?? 0)}
          </Typography>
          <IconButton
            aria-label={`Remove ${line.name}`}
            onClick={() => onRemove(i)}
            sx={{ gridArea: 'remove' }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
