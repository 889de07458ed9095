import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { GENERAL_LEDGER_PAGE_SIZE, type GeneralLedgerReport } from '@tawi/contracts';
import { EmptyState } from '../../shared/empty-state';
import { formatDate } from '../../shared/format';
import { AccountPicker } from '../ledger/accounts/account-picker';
import { useAccounts } from '../ledger/accounts/accounts-api';
import { keyed } from './keyed';
import { ReportBody } from './report-body';
import { MoneyCell, ReportTable } from './report-table';
import { type ReportQuery, useReport } from './reports-api';
import { SourceLink } from './source-link';
import { useReportPage } from './use-report-page';
import { useReportsText } from './use-reports-text';

type LedgerAccount = GeneralLedgerReport['accounts'][number];

function BalanceRow({ label, value }: { label: string; value: number }) {
  const sx = { fontWeight: 600 };
  return (
    <TableRow>
      <TableCell colSpan={6} component="th" scope="row" sx={sx}>
        {label}
      </TableCell>
      <MoneyCell value={value} sx={sx} />
    </TableRow>
  );
}

function AccountLedger({ account }: { account: LedgerAccount }) {
  const { t } = useReportsText();
  const name = `${account.accountCode} · ${account.accountName}`;
  const startsHere = account.linesBefore === 0;
  const endsHere = account.linesBefore + account.lines.length === account.lineCount;
  const lastBalance = account.lines.at(-1)?.balance ?? account.broughtForward;
  return (
    <Box component="section" aria-label={name}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {name}
      </Typography>
      <ReportTable label={t('ledger.tableLabel', { account: account.accountName })} minWidth={900}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t('columns.number')}</TableCell>
            <TableCell>{t('columns.description')}</TableCell>
            <TableCell>{t('columns.document')}</TableCell>
            <TableCell align="right">{t('columns.debit')}</TableCell>
            <TableCell align="right">{t('columns.credit')}</TableCell>
            <TableCell align="right">{t('columns.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {startsHere ? (
            <BalanceRow label={t('ledger.openingBalance')} value={account.openingBalance} />
          ) : (
            <BalanceRow label={t('ledger.broughtForward')} value={account.broughtForward} />
          )}
          {keyed(account.lines, (l) => l.entryId).map(({ item: line, key }) => (
            <TableRow key={key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.date)}</TableCell>
              <TableCell>{line.number}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>{line.description ?? line.memo ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <SourceLink source={line.source} path={line.sourcePath} />
              </TableCell>
              <MoneyCell value={line.debit} blankZero />
              <MoneyCell value={line.credit} blankZero />
              <MoneyCell value={line.balance} />
            </TableRow>
          ))}
          {endsHere ? (
            <BalanceRow label={t('ledger.closingBalance')} value={account.closingBalance} />
          ) : (
            <BalanceRow label={t('ledger.carriedForward')} value={lastBalance} />
          )}
        </TableBody>
      </ReportTable>
    </Box>
  );
}

export interface GeneralLedgerTabProps {
  query: ReportQuery;
  accountId: string;
  onAccountChange: (accountId: string) => void;
}

/**
 * Every posted line of one account (or of all), with the running balance, a page of lines at a time
 * (an account running over pages is brought and carried forward).
 */
export function GeneralLedgerTab({ query, accountId, onAccountChange }: GeneralLedgerTabProps) {
  const { t } = useReportsText();
  const accounts = useAccounts({ includeInactive: true });
  const paging = useReportPage({ query, accountId }, GENERAL_LEDGER_PAGE_SIZE);
  const report = useReport('general-ledger', {
    ...query,
    ...(accountId && { accountId }),
    page: paging.page + 1,
    limit: paging.limit,
  });
  return (
    <>
      <Box sx={{ maxWidth: 420, mb: 2.5 }}>
        <AccountPicker
          accounts={accounts.data ?? []}
          value={accountId}
          onChange={onAccountChange}
          emptyLabel={t('ledger.allAccounts')}
        />
      </Box>
      <ReportBody query={report} report="general-ledger">
        {(data) =>
          data.accounts.length === 0 ? (
            <EmptyState
              compact
              title={t('ledger.noPostingsTitle')}
              description={t('ledger.noPostingsDescription')}
            />
          ) : (
            <>
              <Box sx={{ display: 'grid', gap: 3 }}>
                {data.accounts.map((account) => (
                  <AccountLedger key={account.accountId} account={account} />
                ))}
              </Box>
              <TablePagination
                component="div"
                count={data.total}
                page={paging.page}
                rowsPerPage={paging.limit}
                rowsPerPageOptions={[25, 50, 100, 250, 500]}
                labelRowsPerPage={t('ledger.linesPerPage')}
                onPageChange={(_, p) => paging.setPage(p)}
                onRowsPerPageChange={(e) => paging.setLimit(Number(e.target.value))}
              />
            </>
          )
        }
      </ReportBody>
    </>
  );
}
