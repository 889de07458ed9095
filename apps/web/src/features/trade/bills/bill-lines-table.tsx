import type { Bill } from '@tawi/contracts';
import { DocumentLinesTable, type LineColumn } from '../../../shared/lists/document-lines-table';
import { priceColumns } from '../../../shared/lists/line-columns';
import { formatQty } from '../../inventory/inventory-format';
import { useTradeText } from '../use-trade-text';

type BillLine = Bill['lines'][number];

/** What the bill charges, line by line, with VAT per line and the totals. */
export function BillLinesTable({ bill }: { bill: Bill }) {
  const { t } = useTradeText();
  const columns: LineColumn<BillLine>[] = [
    { key: 'description', header: t('common.description'), cell: (l) => l.description },
    { key: 'qty', header: t('common.qty'), align: 'right', cell: (l) => formatQty(l.qty) },
    priceColumns.unitPrice(t('common.unitPrice'), 'wide'),
    priceColumns.tax(t('common.tax'), 'wide'),
    priceColumns.amount(t('common.amount'), 'wide'),
    priceColumns.vat(t('common.vat'), 'wide'),
    priceColumns.total(t('common.total'), undefined),
  ];
  return (
    <DocumentLinesTable
      label={t('bills.linesTable.label', { number: bill.billId })}
      lines={bill.lines}
      lineKey={(l) => l.lineNo}
      columns={columns}
      totals={{
        label: t('common.total'),
        subtotal: bill.subtotal,
        taxTotal: bill.taxTotal,
        total: bill.totalAmount,
      }}
    />
  );
}
