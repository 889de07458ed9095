import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerStatement as Statement } from '@tawi/contracts';
import { COMPACT_CELLS, NUM, PHONE_CELL, PHONE_ONLY, WIDE } from '../../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../../shared/format';

const amount = (n: number) => (n === 0 ? '' : formatKes(n));
const BOLD = { fontWeight: 600 };
const WIDE_INLINE = { display: { xs: 'none', sm: 'inline' } } as const;

function BalanceRow({ date, label, balance }: { date: string; label: string; balance: number }) {
  return (
    <TableRow>
      <TableCell sx={[WIDE, NUM]}>{formatDate(date)}</TableCell>
      <TableCell sx={BOLD}>
        {label}
        <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
          {formatDate(date)}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE} />
      <TableCell sx={WIDE} />
      <TableCell sx={PHONE_CELL} />
      <TableCell align="right" sx={[BOLD, NUM]}>
        {formatKes(balance)}
      </TableCell>
    </TableRow>
  );
}

/** Desk: date, document, charged, paid, balance. Phone: the document with its date, the signed amount, balance. */
export function StatementTable({ statement: s, label }: { statement: Statement; label: string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>Date</TableCell>
            <TableCell>Document</TableCell>
            <TableCell align="right" sx={WIDE}>
              Charged
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              Paid
            </TableCell>
            <TableCell align="right" sx={PHONE_CELL}>
              Amount
            </TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <BalanceRow date={s.from} label="Opening balance" balance={s.openingBalance} />
          {s.lines.map((l) => (
            <TableRow key={`${l.type}-${l.number}-${l.date}`}>
              <TableCell sx={[WIDE, NUM]}>{formatDate(l.date)}</TableCell>
              <TableCell>
                <Box component="span" sx={WIDE_INLINE}>
                  {l.description.includes(l.number) ? l.description : `${l.number} · ${l.description}`}
                </Box>
                <Box component="span" sx={PHONE_ONLY}>
                  {l.number}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatDate(l.date)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {amount(l.debit)}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {amount(l.credit)}
              </TableCell>
              <TableCell align="right" sx={[PHONE_CELL, NUM]}>
                {formatKes(l.debit - l.credit)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(l.balance)}
              </TableCell>
            </TableRow>
          ))}
          <BalanceRow date={s.to} label="Closing balance" balance={s.closingBalance} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
