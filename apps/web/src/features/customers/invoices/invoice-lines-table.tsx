import type { Invoice } from '@tawi/contracts';
import { TAX_CATEGORY_CODES, type TaxCategoryCode } from '@tawi/domain';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { useDocumentsText } from '../../../shared/documents/use-documents-text';
import { formatKes } from '../../../shared/format';
import { DocumentLinesTable } from '../../../shared/lists/document-lines-table';
import { chargeColumns } from '../../../shared/lists/line-columns';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
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
    <SimpleTable<TaxCategoryCode>
      label={t('invoices.taxTable.label')}
      sx={COMPACT_CELLS}
      rows={used}
      rowKey={(c) => c}
      columns={[
        column(t('invoices.taxTable.category'), (c) => d(`taxCategories.${c}`)),
        figureColumn(t('invoices.taxTable.taxable'), (c) =>
          formatKes(invoice.taxByCategory[c]?.taxableAmount ?? 0),
        ),
        figureColumn(t('common.tax'), (c) => formatKes(invoice.taxByCategory[c]?.tax ?? 0)),
      ]}
    />
  );
}
