import type { Bill } from '@tawi/contracts';
import { DocumentLinesTable } from '../../../shared/lists/document-lines-table';
import { chargeColumns } from '../../../shared/lists/line-columns';
import { formatQty } from '../../inventory/inventory-format';
import { useTradeText } from '../use-trade-text';

type BillLine = Bill['lines'][number];

/** What the bill charges, line by line, with VAT per line and the totals. */
export function BillLinesTable({ bill }: { bill: Bill }) {
  const { t } = useTradeText();
  const columns = chargeColumns<BillLine>(
    {
      description: t('common.description'),
      qty: t('common.qty'),
      unitPrice: t('common.unitPrice'),
      tax: t('common.tax'),
      amount: t('common.amount'),
      vat: t('common.vat'),
      total: t('common.total'),
    },
    formatQty,
  );
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
