import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerStatement as Statement } from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { useState } from 'react';
import { DateInput } from '../../shared/date-input';
import { type Fact, FactsList } from '../../shared/documents/facts-list';
import { COMPACT_CELLS, NUM, PHONE_CELL, PHONE_ONLY, WIDE } from '../../shared/documents/table-styles';
import { ErrorState } from '../../shared/error-state';
import { formatDate, formatKes } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { customerStatementPdfUrl, type StatementPeriod, useCustomerStatement } from './customers-api';

const amount = (n: number) => (n === 0 ? '' : formatKes(n));
const BOLD = { fontWeight: 600 };
const WIDE_INLINE = { display: { xs: 'none', sm: 'inline' } } as const;

function agingFacts(s: Statement): Fact[] {
  return [
    ['Current', formatKes(s.aging.current)],
    ['1-30 Days', formatKes(s.aging.days1to30)],
    ['31-60 Days', formatKes(s.aging.days31to60)],
    ['61-90 Days', formatKes(s.aging.days61to90)],
    ['Over 90 Days', formatKes(s.aging.over90)],
  ];
}

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
function StatementTable({ statement: s, label }: { statement: Statement; label: string }) {
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

/** A customer's account over a period: opening balance, invoices, receipts, credits, running balance, aging. */
export function CustomerStatement({
  customerId,
  customerName,
}: {
  customerId: string;
  customerName: string;
}) {
  const { me } = useSession();
  const [period, setPeriod] = useState<StatementPeriod>(() => {
    const to = todayIn(me.company.timeZone);
    return { from: addDays(to, -90), to };
  });
  const badPeriod = !period.from || !period.to || period.from > period.to;
  const statement = useCustomerStatement(customerId, period, !badPeriod);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="search"
        aria-label="Statement period"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
      >
        <DateInput
          label="From"
          value={period.from}
          onChange={(from) => setPeriod((p) => ({ ...p, from }))}
          error={badPeriod}
          helperText={badPeriod ? 'Choose a start on or before the end' : undefined}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <DateInput
          label="To"
          value={period.to}
          onChange={(to) => setPeriod((p) => ({ ...p, to }))}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          href={badPeriod ? '' : customerStatementPdfUrl(customerId, period)}
          download
          disabled={badPeriod}
          sx={{ alignSelf: 'center' }}
        >
          Download PDF
        </Button>
      </Box>
      {statement.error ? (
        <ErrorState
          error={statement.error}
          title="Could not load the statement"
          onRetry={() => void statement.refetch()}
        />
      ) : statement.data ? (
        <>
          <StatementTable statement={statement.data} label={`Statement of ${customerName}`} />
          <Box component="section" aria-label="Aging">
            <FactsList facts={agingFacts(statement.data)} columns={5} />
          </Box>
        </>
      ) : (
        <Skeleton variant="rounded" height={200} aria-label="Loading the statement" />
      )}
    </Box>
  );
}
