import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CreditNote } from '@tawi/contracts';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS } from '../../../shared/documents/payment-labels';
import { RecordLink } from '../../../shared/documents/record-link';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { formatQty } from '../../inventory/inventory-format';
import { customerPaths } from '../customers-paths';
import { useCustomersText } from '../use-customers-text';

type Column = { label: string; right?: boolean; wide?: boolean };

/** A small table: headings, then rows of cells in the same order; a sentence when there are none. */
function SmallTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: Column[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
  empty: string;
}) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const sx = (c: Column) => [c.wide ? WIDE : {}, c.right ? NUM : {}];
  return (
    <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.right ? 'right' : 'left'} sx={sx(c)}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            {r.cells.map((cell, i) => {
              const c = columns[i] ?? { label: '' };
              return (
                <TableCell key={c.label} align={c.right ? 'right' : 'left'} sx={sx(c)}>
                  {cell}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CreditLinesTable({ note }: { note: CreditNote }) {
  const { t } = useCustomersText();
  return (
    <SmallTable
      label={t('creditNote.linesOf', { number: note.creditNoteNumber })}
      columns={[
        { label: t('creditNote.description') },
        { label: t('creditNote.qty'), right: true },
        { label: t('creditNote.unitPrice'), right: true, wide: true },
        { label: t('creditNote.tax'), wide: true },
        { label: t('common.total'), right: true },
      ]}
      rows={note.lines.map((l) => ({
        key: String(l.lineNo),
        cells: [
          l.description,
          formatQty(l.qty),
          formatKes(l.unitPrice),
          l.taxCategory,
          formatKes(l.lineTotal),
        ],
      }))}
      empty={t('creditNote.noLines')}
    />
  );
}

export function CreditAllocationsTable({ note }: { note: CreditNote }) {
  const { t } = useCustomersText();
  return (
    <SmallTable
      label={t('creditNote.applicationsOf', { number: note.creditNoteNumber })}
      columns={[
        { label: t('common.invoice') },
        { label: t('common.date') },
        { label: t('common.amount'), right: true },
      ]}
      rows={note.allocations.map((a, i) => ({
        key: `${a.invoiceId}-${i}`,
        cells: [
          <RecordLink key="i" to={customerPaths.invoice(a.invoiceId)}>
            {a.invoiceNumber}
          </RecordLink>,
          formatDate(a.date),
          formatKes(a.amount),
        ],
      }))}
      empty={t('creditNote.notApplied')}
    />
  );
}

export function CreditRefundsTable({ note }: { note: CreditNote }) {
  const { t } = useCustomersText();
  return (
    <SmallTable
      label={t('creditNote.refundsOf', { number: note.creditNoteNumber })}
      columns={[
        { label: t('common.date') },
        { label: t('common.method') },
        { label: t('common.reference'), wide: true },
        { label: t('common.paidFrom'), wide: true },
        { label: t('common.amount'), right: true },
      ]}
      rows={note.refunds.map((r) => ({
        key: r.id,
        cells: [
          formatDate(r.date),
          PAYMENT_METHOD_LABELS[r.method],
          r.reference ?? EMPTY_DISPLAY,
          r.bankAccountName,
          formatKes(r.amount),
        ],
      }))}
      empty={t('creditNote.nothingRefunded')}
    />
  );
}
