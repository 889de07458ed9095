import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@tawi/contracts';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { useDocumentsText } from '../../../shared/documents/use-documents-text';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../../inventory/inventory-format';
import { useSalesText } from '../use-sales-text';

const FOOT = { '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } };

/** What the invoice (or an estimate) charges, line by line, with VAT per line and the totals. */
export function InvoiceLinesTable({
  invoice,
}: {
  invoice: Pick<Invoice, 'invoiceNumber' | 'lines' | 'subtotal' | 'taxTotal' | 'total'>;
}) {
  const { t } = useSalesText();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t('invoices.linesTable.label', { number: invoice.invoiceNumber })}
        sx={COMPACT_CELLS}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('common.description')}</TableCell>
            <TableCell align="right">{t('common.qty')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('common.unitPrice')}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('common.discount')}
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
          {invoice.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>{l.description}</TableCell>
              <TableCell align="right">{formatQty(l.qty)}</TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {l.priceIncludesTax
                  ? t('common.priceIncl', { price: formatKes(l.unitPrice) })
                  : formatKes(l.unitPrice)}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {l.discount ? formatKes(l.discount) : ''}
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
        <TableFooter sx={FOOT}>
          <TableRow>
            <TableCell colSpan={2}>{t('common.total')}</TableCell>
            <TableCell sx={WIDE} colSpan={3} />
            <TableCell align="right" sx={WIDE}>
              {formatKes(invoice.subtotal)}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {formatKes(invoice.taxTotal)}
            </TableCell>
            <TableCell align="right">{formatKes(invoice.total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Taxable amount and tax per category A-E (what eTIMS and the VAT return read); empty ones left out. */
export function TaxCategoryTable({ invoice }: { invoice: Pick<Invoice, 'taxByCategory'> }) {
  const { t } = useSalesText();
  const { t: d } = useDocumentsText();
  const used = TAX_CATEGORY_CODES.filter((c) => {
    const tax = invoice.taxByCategory[c];
    return tax && (tax.taxableAmount !== 0 || tax.tax !== 0);
  });
  return (
    <TableContainer>
      <Table size="small" aria-label={t('invoices.taxTable.label')} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.taxTable.category')}</TableCell>
            <TableCell align="right">{t('invoices.taxTable.taxable')}</TableCell>
            <TableCell align="right">{t('common.tax')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {used.map((c) => (
            <TableRow key={c}>
              <TableCell>{d(`taxCategories.${c}`)}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(invoice.taxByCategory[c]?.taxableAmount ?? 0)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(invoice.taxByCategory[c]?.tax ?? 0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
