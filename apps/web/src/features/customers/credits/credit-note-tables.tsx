import type { CreditNote } from '@tawi/contracts';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { RecordLink } from '../../../shared/documents/record-link';
import { COMPACT_CELLS } from '../../../shared/documents/table-styles';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { column, figureColumn, SimpleTable } from '../../../shared/simple-table';
import { formatQty } from '../../inventory/inventory-format';
import { customerPaths } from '../customers-paths';
import { useCustomersText } from '../use-customers-text';

type Note = { note: CreditNote };
type Line = CreditNote['lines'][number];
type Allocation = CreditNote['allocations'][number];
type Refund = CreditNote['refunds'][number];

export function CreditLinesTable({ note }: Note) {
  const { t } = useCustomersText();
  return (
    <SimpleTable<Line>
      label={t('creditNote.linesOf', { number: note.creditNoteNumber })}
      sx={COMPACT_CELLS}
      frame="none"
      columns={[
        column(t('creditNote.description'), (l) => l.description),
        figureColumn(t('creditNote.qty'), (l) => formatQty(l.qty)),
        figureColumn(t('creditNote.unitPrice'), (l) => formatKes(l.unitPrice), { hide: 'wide' }),
        column(t('creditNote.tax'), (l) => l.taxCategory, { hide: 'wide' }),
        figureColumn(t('common.total'), (l) => formatKes(l.lineTotal)),
      ]}
      rows={note.lines}
      rowKey={(l) => l.lineNo}
      empty={t('creditNote.noLines')}
    />
  );
}

export function CreditAllocationsTable({ note }: Note) {
  const { t } = useCustomersText();
  return (
    <SimpleTable<Allocation>
      label={t('creditNote.applicationsOf', { number: note.creditNoteNumber })}
      sx={COMPACT_CELLS}
      frame="none"
      columns={[
        column(t('common.invoice'), (a) => (
          <RecordLink to={customerPaths.invoice(a.invoiceId)}>{a.invoiceNumber}</RecordLink>
        )),
        column(t('common.date'), (a) => formatDate(a.date)),
        figureColumn(t('common.amount'), (a) => formatKes(a.amount)),
      ]}
      rows={note.allocations}
      rowKey={(a, i) => `${a.invoiceId}-${i}`}
      empty={t('creditNote.notApplied')}
    />
  );
}

export function CreditRefundsTable({ note }: Note) {
  const { t } = useCustomersText();
  return (
    <SimpleTable<Refund>
      label={t('creditNote.refundsOf', { number: note.creditNoteNumber })}
      sx={COMPACT_CELLS}
      frame="none"
      columns={[
        column(t('common.date'), (r) => formatDate(r.date)),
        column(t('common.method'), (r) => PAYMENT_METHOD_LABELS[r.method]),
        column(t('common.reference'), (r) => r.reference ?? EMPTY_DISPLAY, { hide: 'wide' }),
        column(t('common.paidFrom'), (r) => r.bankAccountName, { hide: 'wide' }),
        figureColumn(t('common.amount'), (r) => formatKes(r.amount)),
      ]}
      rows={note.refunds}
      rowKey={(r) => r.id}
      empty={t('creditNote.nothingRefunded')}
    />
  );
}
