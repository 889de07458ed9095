import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DESK, NUM, PHONE_CELL, PHONE_ONLY, WIDE } from './documents/table-styles';

/** One column of a small read-only table. */
export interface TableColumn<R> {
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Amounts and quantities stand on the right. */
  align?: 'right';
  /** Left out on a phone (`wide`), below a desk (`desk`), or shown on a phone only (`phone`). */
  hide?: 'wide' | 'desk' | 'phone';
  /** Figures: on one line, digits of even width (body cells). */
  num?: boolean;
  /** In bold (body cells). */
  bold?: boolean;
  /** More looks of the column's cells, heading included. */
  sx?: SxProps<Theme>;
  /** Looks of one row's cell (a voided amount struck through, an overdue date in red). */
  cellSx?: (row: R) => SxProps<Theme> | false | undefined;
  /** A line under the cell's text on a phone only: what the hidden columns said. */
  phoneCaption?: (row: R) => ReactNode;
  /** The column's cell in the footer row (else the total row's cell, else blank). */
  foot?: ReactNode;
}

export interface SimpleTableProps<R> {
  label: string;
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  columns: readonly TableColumn<R>[];
  /** Said instead of the table when there are no rows. */
  empty?: ReactNode;
  /** The table's own looks (COMPACT_CELLS, a minimum width ...). */
  sx?: SxProps<Theme>;
  /** Around the table: a plain container (default), an outlined paper, or nothing. */
  frame?: 'plain' | 'outlined' | 'none';
  /** The container's own looks (a rounder paper). */
  frameSx?: SxProps<Theme>;
  /** A row's own props (selected, a highlight). */
  rowProps?: (row: R) => TableRowProps;
  /** A row of totals in bold in the footer, shown by the columns' cells (a column's `foot` wins). */
  total?: R;
  /** The footer row's cells as they are, where they do not follow the columns. */
  footer?: ReactNode;
}

type More<R> = Omit<Partial<TableColumn<R>>, 'header' | 'cell'>;

/** A column of text on the left, keyed by its heading unless `more` names a key. */
export function column<R>(header: string, cell: (row: R) => ReactNode, more?: More<R>): TableColumn<R> {
  return { key: header, header, cell, ...more };
}

/** A column of figures (amounts, quantities): on the right, on one line, digits of even width. */
export function figureColumn<R>(header: string, cell: (row: R) => ReactNode, more?: More<R>) {
  return column(header, cell, { align: 'right', num: true, ...more });
}

const HIDE = { wide: WIDE, desk: DESK, phone: PHONE_CELL } as const;
/** A footer row reads like a bold body row. */
export const FOOT_ROW = { '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } } as const;

type Sx = SxProps<Theme> | false | undefined;
const merged = (...parts: Sx[]): SxProps<Theme> | undefined => {
  const kept = parts.flatMap((p) => (p ? (Array.isArray(p) ? p : [p]) : []));
  return kept.length === 0 ? undefined : (kept as SxProps<Theme>);
};

function headSx<R>(c: TableColumn<R>) {
  return merged(c.hide && HIDE[c.hide], c.sx);
}

function bodySx<R>(c: TableColumn<R>, row: R) {
  return merged(c.hide && HIDE[c.hide], c.num && NUM, c.bold && { fontWeight: 600 }, c.sx, c.cellSx?.(row));
}

function Footer<R>({ columns, total, footer }: Pick<SimpleTableProps<R>, 'columns' | 'total' | 'footer'>) {
  const footed = total !== undefined || columns.some((c) => c.foot !== undefined);
  if (!footed && footer === undefined) return null;
  return (
    <TableFooter sx={FOOT_ROW}>
      <TableRow>
        {footer ??
          columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={headSx(c)}>
              {c.foot ?? (total === undefined ? null : c.cell(total))}
            </TableCell>
          ))}
      </TableRow>
    </TableFooter>
  );
}

function Frame({
  frame = 'plain',
  frameSx,
  children,
}: Pick<SimpleTableProps<unknown>, 'frame' | 'frameSx'> & { children: ReactNode }) {
  if (frame === 'none') return children;
  if (frame === 'outlined')
    return (
      <TableContainer component={Paper} variant="outlined" sx={frameSx}>
        {children}
      </TableContainer>
    );
  return <TableContainer sx={frameSx}>{children}</TableContainer>;
}

/**
 * A small read-only table of rows by a list of columns: headings, a row a record, an optional footer
 * of totals; a sentence instead when there are no rows and `empty` says one.
 */
export function SimpleTable<R>(props: SimpleTableProps<R>) {
  const { label, rows, rowKey, columns, empty, sx, frame, rowProps } = props;
  if (rows.length === 0 && empty !== undefined)
    return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Frame frame={frame} frameSx={props.frameSx}>
      <Table size="small" aria-label={label} sx={sx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={headSx(c)}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={rowKey(r, i)} {...rowProps?.(r)}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={bodySx(c, r)}>
                  {c.cell(r)}
                  {c.phoneCaption && (
                    <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                      {c.phoneCaption(r)}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <Footer columns={columns} total={props.total} footer={props.footer} />
      </Table>
    </Frame>
  );
}
