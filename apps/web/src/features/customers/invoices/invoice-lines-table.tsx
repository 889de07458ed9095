import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@tawi/contracts';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { COMPACT_CELLS, NUM } from '../../../shared/documents/table-styles';
import { useDocumentsText } from '../../../shared/documents/use-documents-text';
import { formatKes } from '../../../shared/format';
import { DocumentLinesTable } from '../../../shared/lists/document-lines-table';
import { chargeColumns } from '../../../shared/lists/line-columns';
import { formatQty } from '../../inventory/inventory-format';
import { useSalesText } from '../use-sales-text';

type InvoiceLine = Invoice['lines'][number];

/** What the invoice (or an estimate) charges, line by line, with VAT per line and the totals. */
export function InvoiceLinesTable({
  invoice,
}: {
  invoice: Pick<Invoice, 'invoiceNumber' | 'lines' | 'subtotal' | 'taxTotal' | 'total'>;
}) {
  const { t } = useSalesText();
  const columns = chargeColumns<InvoiceLine>(
    {
      description: t('common.description'),
      qty: t('common.qty'),
      unitPrice: t('common.unitPrice'),
      discount: t('common.discount'),
      tax: t('common.tax'),
      amount: t('common.amount'),
      vat: t('common.vat'),
      total: t('common.total'),
    },
    formatQty,
    (price) => t('common.priceIncl', { price }),
  );
  return (
    <DocumentLinesTable
      label={t('invoices.linesTable.label', { number: invoice.invoiceNumber })}
      lines={invoice.lines}
      lineKey={(l) => l.lineNo}
      columns={columns}
      totals={{
        label: t('common.total'),
        subtotal: invoice.subtotal,
        taxTotal: invoice.taxTotal,
        total: invoice.total,
      }}
    />
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
