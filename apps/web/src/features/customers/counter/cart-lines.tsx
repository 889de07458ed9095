import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatKes } from '../../../shared/format';
import { useSalesText } from '../use-sales-text';
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
  const { t } = useSalesText();
  if (lines.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('counter.cart.empty')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('counter.cart.label')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
              {line.qty > line.inStock
                ? t('counter.cart.short', {
                    sku: line.sku,
                    price: formatKes(line.unitPrice),
                    stock: line.inStock,
                  })
                : `${line.sku} · ${formatKes(line.unitPrice)}`}
            </Typography>
          </Box>
          <TextField
            size="small"
            label={t('common.qty')}
            type="number"
            value={line.qty}
            onChange={(e) => onChange(i, { qty: numberOf(e.target.value) })}
            slotProps={{
              htmlInput: { min: 0, step: 1, 'aria-label': t('counter.cart.qtyOf', { name: line.name }) },
            }}
            sx={{ gridArea: 'qty' }}
          />
          <TextField
            size="small"
            label={t('counter.cart.discount')}
            type="number"
            value={line.discount || ''}
            onChange={(e) => onChange(i, { discount: numberOf(e.target.value) })}
            slotProps={{
              htmlInput: { min: 0, step: 1, 'aria-label': t('counter.cart.discountOn', { name: line.name }) },
            }}
            sx={{ gridArea: 'disc' }}
          />
          <Typography sx={{ gridArea: 'total', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {formatKes(lineTotals[i] ?? 0)}
          </Typography>
          <IconButton
            aria-label={t('counter.cart.remove', { name: line.name })}
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
