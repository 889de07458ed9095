import TableCell from '@mui/material/TableCell';
import { COMPACT_CELLS, WIDE } from '../documents/table-styles';
import { formatKes } from '../format';
import { SimpleTable, type TableColumn } from '../simple-table';

/** One column of a document's lines (left out on a phone with `wide`, below a desk with `desk`). */
export type LineColumn<L> = TableColumn<L> & { header: string; hide?: 'wide' | 'desk' };

/** The document's totals under the last three columns (amount, VAT, total). */
export interface LineTotals {
  label: string;
  subtotal: number;
  taxTotal: number;
  total: number;
}

export interface DocumentLinesTableProps<L> {
  label: string;
  lines: readonly L[];
  lineKey: (line: L) => string | number;
  columns: readonly LineColumn<L>[];
  totals?: LineTotals;
}

function TotalsCells({ totals, columns }: { totals: LineTotals; columns: number }) {
  return (
    <>
      <TableCell colSpan={2}>{totals.label}</TableCell>
      <TableCell sx={WIDE} colSpan={columns - 5} />
      <TableCell align="right" sx={WIDE}>
        {formatKes(totals.subtotal)}
      </TableCell>
      <TableCell align="right" sx={WIDE}>
        {formatKes(totals.taxTotal)}
      </TableCell>
      <TableCell align="right">{formatKes(totals.total)}</TableCell>
    </>
  );
}

/** A document's lines, read only: an invoice's, a bill's, an order's; with its totals when given. */
export function DocumentLinesTable<L>({
  label,
  lines,
  lineKey,
  columns,
  totals,
}: DocumentLinesTableProps<L>) {
  return (
    <SimpleTable
      label={label}
      rows={lines}
      rowKey={lineKey}
      columns={columns}
      sx={COMPACT_CELLS}
      footer={totals && <TotalsCells totals={totals} columns={columns.length} />}
    />
  );
}
