import type { CustomerStatement } from '@tawi/contracts';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
import { StatusChip } from '../../../shared/status-chip';
import { useCustomersText } from '../use-customers-text';

type OpenInvoice = CustomerStatement['openInvoices'][number];

/** The invoices still open at the period's end: what makes up the aging. */
export function OpenInvoicesTable({ invoices, label }: { invoices: OpenInvoice[]; label: string }) {
  const { t } = useCustomersText();
  return (
    <SimpleTable<OpenInvoice>
      label={label}
      sx={COMPACT_CELLS}
      frame="outlined"
      rows={invoices}
      rowKey={(i) => i.invoiceNumber}
      columns={[
        column(t('common.invoice'), (i) => i.invoiceNumber),
        column(t('common.date'), (i) => formatDate(i.date), { hide: 'wide', num: true }),
        column(t('statements.due'), (i) => formatDate(i.dueDate), { num: true }),
        column(t('common.status'), (i) => <StatusChip status={i.status} />, { hide: 'wide' }),
        figureColumn(t('statements.outstanding'), (i) => formatKes(i.outstanding)),
      ]}
    />
  );
}
