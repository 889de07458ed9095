import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, formatKes } from '../format';
import { COMPACT_CELLS, NUM, PHONE_CELL, PHONE_ONLY, WIDE } from './table-styles';
import { useDocumentsText } from './use-documents-text';

/** One line of an account statement: what it added (debit) or took off (credit), and the balance after it. */
export interface StatementLine {
  date: string;
  type: string;
  number: string;
  debit: number;
  credit: number;
  balance: number;
}

/** An account over a period: the balance before it, its lines, the balance after it. */
export interface RunningStatement<L extends StatementLine> {
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  lines: readonly L[];
}

/** A column between the document and the amounts, left out on a phone (`sx`: WIDE or DESK). */
export interface StatementColumn<L> {
  header: string;
  sx: SxProps<Theme>;
  cell: (line: L) => ReactNode;
}

export interface RunningBalanceTableProps<L extends StatementLine> {
  statement: RunningStatement<L>;
  label: string;
  /** The document column: its heading and what a line shows in it (above the phone caption). */
  document: { header: string; cell: (line: L) => ReactNode };
  /** On a phone, under the document: the date unless said otherwise. */
  phoneCaption?: (line: L) => string;
  columns?: readonly StatementColumn<L>[];
  /** Headings of the debit and credit columns, and of the phone's one signed amount. */
  amountHeaders: readonly [debit: string, credit: string, phone: string];
  phoneAmount: (line: L) => string;
  sx?: SxProps<Theme>;
}

const BOLD = { fontWeight: 600 };
const amount = (n: number) => (n === 0 ? '' : formatKes(n));

/** A balance row (opening, closing): the same cells as a line, so the columns hold on every width. */
function BalanceRow({
  date,
  label,
  balance,
  blanks,
}: {
  date: string;
  label: string;
  balance: number;
  blanks: readonly { key: string; sx: SxProps<Theme> }[];
}) {
  return (
    <TableRow>
      <TableCell sx={[WIDE, NUM]}>{formatDate(date)}</TableCell>
      <TableCell sx={BOLD}>
        {label}
        <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
          {formatDate(date)}
        </Typography>
      </TableCell>
      {blanks.map(({ key, sx }) => (
        <TableCell key={key} sx={sx} />
      ))}
      <TableCell align="right" sx={[BOLD, NUM]}>
        {formatKes(balance)}
      </TableCell>
    </TableRow>
  );
}

/**
 * Desk: date, document, any further columns, debit, credit, balance. Phone: the document with its
 * date, one signed amount, balance. Opening and closing balances frame the lines.
 */
export function RunningBalanceTable<L extends StatementLine>({
  statement: s,
  label,
  document,
  phoneCaption = (l) => formatDate(l.date),
  columns = [],
  amountHeaders: [debitHeader, creditHeader, phoneHeader],
  phoneAmount,
  sx,
}: RunningBalanceTableProps<L>) {
  const { t } = useDocumentsText();
  const blanks = [
    ...columns.map((c) => ({ key: c.header, sx: c.sx })),
    { key: 'debit', sx: WIDE },
    { key: 'credit', sx: WIDE },
    { key: 'phone', sx: PHONE_CELL },
  ];
  return (
    <TableContainer component={Paper} variant="outlined" sx={sx}>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t('statement.date')}</TableCell>
            <TableCell>{document.header}</TableCell>
            {columns.map((c) => (
              <TableCell key={c.header} sx={c.sx}>
                {c.header}
              </TableCell>
            ))}
            <TableCell align="right" sx={WIDE}>
              {debitHeader}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {creditHeader}
            </TableCell>
            <TableCell align="right" sx={PHONE_CELL}>
              {phoneHeader}
            </TableCell>
            <TableCell align="right">{t('statement.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <BalanceRow
            date={s.from}
            label={t('statement.opening')}
            balance={s.openingBalance}
            blanks={blanks}
          />
          {s.lines.map((l) => (
            <TableRow key={`${l.date}-${l.type}-${l.number}-${l.balance}`}>
              <TableCell sx={[WIDE, NUM]}>{formatDate(l.date)}</TableCell>
              <TableCell>
                {document.cell(l)}
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {phoneCaption(l)}
                </Typography>
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.header} sx={c.sx}>
                  {c.cell(l)}
                </TableCell>
              ))}
              <TableCell align="right" sx={[WIDE, NUM]}>
                {amount(l.debit)}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {amount(l.credit)}
              </TableCell>
              <TableCell align="right" sx={[PHONE_CELL, NUM]}>
                {phoneAmount(l)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(l.balance)}
              </TableCell>
            </TableRow>
          ))}
          <BalanceRow date={s.to} label={t('statement.closing')} balance={s.closingBalance} blanks={blanks} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
