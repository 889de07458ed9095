import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VatSummaryDetail } from '@tawi/contracts';
import { COMPACT_CELLS, NUM, PHONE_ONLY, WIDE } from '../../shared/documents/table-styles';
import { formatKes } from '../../shared/format';
import { useTaxText } from './use-tax-text';
import { taxCategoryLabel } from './vat-format';

/** An amount before VAT; on a phone, where the VAT column is left out, its VAT under it. */
function AmountAndVat({ amount, vat }: { amount: number; vat: number }) {
  const { t } = useTaxText();
  return (
    <>
      {formatKes(amount)}
      <Box component="span" sx={[PHONE_ONLY, { color: 'text.secondary', fontSize: 12 }]}>
        {t('categoryTable.vatAmount', { amount: formatKes(vat) })}
      </Box>
    </>
  );
}

interface Row {
  label: string;
  sales: number;
  outputVat: number;
  purchases: number;
  inputVat: number;
}

function Cells({ row }: { row: Row }) {
  return (
    <>
      <TableCell>{row.label}</TableCell>
      <TableCell align="right" sx={NUM}>
        <AmountAndVat amount={row.sales} vat={row.outputVat} />
      </TableCell>
      <TableCell align="right" sx={[WIDE, NUM]}>
        {formatKes(row.outputVat)}
      </TableCell>
      <TableCell align="right" sx={NUM}>
        <AmountAndVat amount={row.purchases} vat={row.inputVat} />
      </TableCell>
      <TableCell align="right" sx={[WIDE, NUM]}>
        {formatKes(row.inputVat)}
      </TableCell>
    </>
  );
}

/** Sales and purchases before VAT and their VAT per KRA tax type (A to E), with the month's totals. */
export function VatCategoryTable({ summary: s }: { summary: VatSummaryDetail }) {
  const { t } = useTaxText();
  const total: Row = {
    label: t('common.total'),
    sales: s.totalSales,
    outputVat: s.outputVat,
    purchases: s.totalPurchases,
    inputVat: s.inputVat,
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('categoryTable.label', { period: s.label })} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{t('categoryTable.category')}</TableCell>
            <TableCell align="right">{t('figures.totalSales')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('figures.outputVat')}
            </TableCell>
            <TableCell align="right">{t('figures.totalPurchases')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('figures.inputVat')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.byCategory.map((c) => (
            <TableRow key={c.category}>
              <Cells row={{ ...c, label: taxCategoryLabel(c.category, t) }} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
          <TableRow>
            <Cells row={total} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
