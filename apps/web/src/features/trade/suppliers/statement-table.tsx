import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SupplierStatement } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import {
  COMPACT_CELLS,
  DESK,
  NUM,
  PHONE_CELL,
  PHONE_ONLY,
  WIDE,
} from '../../../shared/documents/table-styles';
import { formatDate, formatKes, formatNumber } from '../../../shared/format';

type Line = SupplierStatement['lines'][number];

const TYPE_LABELS: Record<Line['type'], string> = {
  bill: 'Bill',
  payment: 'Payment',
  refund: 'Refund',
  void: 'Void',
};

const BOLD = { fontWeight: 600 };
const amount = (n: number) => (n === 0 ? '' : formatKes(n));

/** A balance row (opening, closing): the same cells as a line, so the columns hold on every width. */
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
      <TableCell sx={DESK} />
      <TableCell sx={WIDE} />
      <TableCell sx={WIDE} />
      <TableCell sx={PHONE_CELL} />
      <TableCell align="right" sx={[NUM, BOLD]}>
        {formatKes(balance)}
      </TableCell>
    </TableRow>
  );
}

/**
 * Bills credit what is owed, payments debit it; the balance runs down the last column. On a phone
 * the date and type go under the number and one signed amount (+ billed, - paid) stands for debit and credit.
 */
export function StatementTable({ statement: s, label }: { statement: SupplierStatement; label: string }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>Date</TableCell>
            <TableCell>Number</TableCell>
            <TableCell sx={WIDE}>Type</TableCell>
            <TableCell sx={DESK}>Description</TableCell>
            <TableCell align="right" sx={WIDE}>
              Debit
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              Credit
            </TableCell>
            <TableCell align="right" sx={PHONE_CELL}>
              KES
            </TableCell>
            <TableCell align="right">Balance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <BalanceRow date={s.from} label="Opening balance" balance={s.openingBalance} />
          {s.lines.map((l) => (
            <TableRow key={`${l.date}-${l.type}-${l.number}-${l.balance}`}>
              <TableCell sx={[WIDE, NUM]}>{formatDate(l.date)}</TableCell>
              <TableCell>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {l.number}
                </Box>
                <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                  {formatDate(l.date)} · {TYPE_LABELS[l.type]}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE}>{TYPE_LABELS[l.type]}</TableCell>
              <TableCell sx={DESK}>{l.description}</TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {amount(l.debit)}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {amount(l.credit)}
              </TableCell>
              <TableCell align="right" sx={[PHONE_CELL, NUM]}>
                {formatNumber(Money.of(l.credit).minus(l.debit))}
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
