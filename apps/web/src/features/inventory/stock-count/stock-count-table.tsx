import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { formatQtyWithUnit } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import type { CountLine } from './stock-count-sheet';

/** Enter moves to the next counted field (a scanner or a keypad user never reaches for the mouse). */
function nextOnEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[data-count-field]')];
  const at = fields.indexOf(event.target as HTMLInputElement);
  fields[at + 1]?.focus();
}

/** The count sheet: one counted field per product; the book quantity hidden in a blind count. */
export function StockCountTable({
  lines,
  blind,
  onCount,
}: {
  lines: readonly CountLine[];
  blind: boolean;
  onCount: (productId: string, counted: string) => void;
}) {
  const { t } = useInventoryText();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('stockCount.sheet.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('stockCount.sheet.sku')}</TableCell>
            <TableCell>{t('stockCount.sheet.product')}</TableCell>
            {!blind && <TableCell align="right">{t('stockCount.sheet.expected')}</TableCell>}
            <TableCell align="right" sx={{ width: 160 }}>
              {t('stockCount.sheet.counted')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map(({ product, counted }) => (
            <TableRow key={product.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{product.sku}</TableCell>
              <TableCell>{product.name}</TableCell>
              {!blind && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatQtyWithUnit(product.currentStock, product.unit)}
                </TableCell>
              )}
              <TableCell align="right">
                <TextField
                  size="small"
                  type="number"
                  value={counted}
                  onChange={(event) => onCount(product.id, event.target.value)}
                  onKeyDown={nextOnEnter}
                  slotProps={{
                    htmlInput: {
                      'data-count-field': true,
                      'aria-label': t('stockCount.sheet.countedNamed', { name: product.name }),
                      min: 0,
                      step: 'any',
                      inputMode: 'decimal',
                      style: { textAlign: 'right' },
                    },
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
