import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { COMPACT_CELLS, DESK, NUM, PHONE_ONLY, WIDE } from '../documents/table-styles';
import { formatKes } from '../format';

/** One column of a document's lines. */
export interface LineColumn<L> {
  key: string;
  header: string;
  cell: (line: L) => ReactNode;
  /** Amounts and quantities stand on the right. */
  align?: 'right';
  /** Left out on a phone (`wide`) or below a desk (`desk`). */
  hide?: 'wide' | 'desk';
  /** Figures: on one line, digits of even width. */
  num?: boolean;
  /** The figure that matters most here (what is still to come), in bold. */
  bold?: boolean;
  /** A line under the cell's text on a phone only: what the hidden columns said. */
  phoneCaption?: (line: L) => string;
}

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

const HIDE = { wide: WIDE, desk: DESK } as const;
const FOOT = { '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } };

function cellSx<L>(c: LineColumn<L>) {
  const parts = [c.hide && HIDE[c.hide], c.num && NUM, c.bold && { fontWeight: 600 }].filter(
    (p) => p !== false && p !== undefined,
  );
  return parts.length === 0 ? undefined : parts;
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
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={c.hide && HIDE[c.hide]}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={lineKey(l)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={cellSx(c)}>
                  {c.cell(l)}
                  {c.phoneCaption && (
                    <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                      {c.phoneCaption(l)}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals && (
          <TableFooter sx={FOOT}>
            <TableRow>
              <TableCell colSpan={2}>{totals.label}</TableCell>
              <TableCell sx={WIDE} colSpan={columns.length - 5} />
              <TableCell align="right" sx={WIDE}>
                {formatKes(totals.subtotal)}
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {formatKes(totals.taxTotal)}
              </TableCell>
              <TableCell align="right">{formatKes(totals.total)}</TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
