import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TrialBalanceReport } from '@tawi/contracts';
import { EmptyState } from '../../shared/empty-state';
import { useLedgerText } from '../ledger/use-ledger-text';
import { ComparedHeadCell, ComparedStatement } from './compared-column';
import { ReportBody } from './report-body';
import { AccountName, MoneyCell, ReportTable } from './report-table';
import { type StatementTabProps, useReport } from './reports-api';
import { useReportsText } from './use-reports-text';

function TrialBalanceTable({
  report,
  onOpenAccount,
}: {
  report: TrialBalanceReport;
  onOpenAccount: (id: string) => void;
}) {
  const { t } = useReportsText();
  const { t: ledgerText } = useLedgerText();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (report.rows.length === 0)
    return (
      <EmptyState
        compact
        title={t('trialBalance.emptyTitle')}
        description={t('trialBalance.emptyDescription')}
      />
    );
  const balanced = report.totals.debit === report.totals.credit;
  const total = { fontWeight: 600, fontSize: 14, color: 'text.primary' };
  return (
    <ReportTable label={t('statements.trial-balance.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.code')}</TableCell>
          <TableCell>{t('columns.account')}</TableCell>
          {!phone && <TableCell>{t('columns.type')}</TableCell>}
          <TableCell align="right">{t('columns.debit')}</TableCell>
          <TableCell align="right">{t('columns.credit')}</TableCell>
          <ComparedHeadCell side="debit" />
          <ComparedHeadCell side="credit" />
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow
            key={row.accountId ?? row.accountName}
            hover={Boolean(row.accountId)}
            onClick={row.accountId ? () => onOpenAccount(row.accountId ?? '') : undefined}
            sx={{ cursor: row.accountId ? 'pointer' : undefined }}
          >
            <TableCell sx={{ color: 'text.secondary' }}>{row.accountCode ?? ''}</TableCell>
            <TableCell>
              <AccountName name={row.accountName} accountId={row.accountId} onOpen={onOpenAccount} />
            </TableCell>
            {!phone && <TableCell>{ledgerText(`accountTypes.${row.accountType}`)}</TableCell>}
            <MoneyCell value={row.debit} blankZero />
            <MoneyCell value={row.credit} blankZero />
            {row.previous && <MoneyCell value={row.previous.debit} blankZero />}
            {row.previous && <MoneyCell value={row.previous.credit} blankZero />}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={phone ? 2 : 3} sx={total}>
            {t('trialBalance.total')}{' '}
            <Chip
              size="small"
              sx={{ ml: 1 }}
              color={balanced ? 'success' : 'error'}
              variant="outlined"
              label={balanced ? t('trialBalance.balanced') : t('trialBalance.outOfBalance')}
            />
          </TableCell>
          <MoneyCell value={report.totals.debit} sx={total} />
          <MoneyCell value={report.totals.credit} sx={total} />
          {report.totals.previous && <MoneyCell value={report.totals.previous.debit} sx={total} />}
          {report.totals.previous && <MoneyCell value={report.totals.previous.credit} sx={total} />}
        </TableRow>
      </TableFooter>
    </ReportTable>
  );
}

export function TrialBalanceTab({ query, onOpenAccount }: StatementTabProps) {
  const report = useReport('trial-balance', query);
  return (
    <ReportBody query={report} report="trial-balance">
      {(data) => (
        <ComparedStatement comparison={data.comparison}>
          <TrialBalanceTable report={data} onOpenAccount={onOpenAccount} />
        </ComparedStatement>
      )}
    </ReportBody>
  );
}
