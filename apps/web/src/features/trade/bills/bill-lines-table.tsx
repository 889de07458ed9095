import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Bill } from '@tawi/contracts';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../../inventory/inventory-format';
import { useTradeText } from '../use-trade-text';

/** What the bill charges, line by line, with VAT per line and the totals. */
export function BillLinesTable({ bill }: { bill: Bill }) {
  const { t } = useTradeText();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('bills.linesTable.label', { number: bill.billId })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('common.description')}</TableCell>
            <TableCell align="right">{t('common.qty')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('common.unitPrice')}
            </TableCell>
            <TableCell sx={WIDE}>{t('common.tax')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('common.amount')}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('common.vat')}
            </TableCell>
            <TableCell align="right">{t('common.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bill.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>{l.description}</TableCell>
              <TableCell align="right">{formatQty(l.qty)}</TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {formatKes(l.unitPrice)}
              </TableCell>
              <TableCell sx={WIDE}>{l.taxCategory}</TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {formatKes(l.amount)}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {formatKes(l.taxAmount)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(l.lineTotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } }}>
          <TableRow>
            <TableCell colSpan={2}>{t('common.total')}</TableCell>
            <TableCell sx={WIDE} colSpan={2} />
            <TableCell align="right" sx={WIDE}>
              {formatKes(bill.subtotal)}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {formatKes(bill.taxTotal)}
            </TableCell>
            <TableCell align="right">{formatKes(bill.totalAmount)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
