import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { JournalReport } from '@tawi/contracts';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { EmptyState } from '../../shared/empty-state';
import { formatDate } from '../../shared/format';
import { keyed } from './keyed';
import { ReportBody } from './report-body';
import { MoneyCell, ReportTable } from './report-table';
import { type ReportQuery, useReport } from './reports-api';
import { SourceLink } from './source-link';
import { useReportPage } from './use-report-page';
import { useReportsText } from './use-reports-text';

type Entry = JournalReport['entries'][number];

function EntryRows({ entry }: { entry: Entry }) {
  return (
    <>
      <TableRow sx={{ bgcolor: 'action.hover' }}>
        <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</TableCell>
        <TableCell sx={{ fontWeight: 600 }}>{entry.number}</TableCell>
        <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
          {entry.memo ?? ''}
          {entry.memo && ' · '}
          <SourceLink source={entry.source} path={entry.sourcePath} />
        </TableCell>
      </TableRow>
      {keyed(entry.lines, (l) => l.accountId).map(({ item: line, key }) => (
        <TableRow key={key}>
          <TableCell />
          <TableCell>
            {line.accountCode} · {line.accountName}
          </TableCell>
          <TableCell>{line.description ?? ''}</TableCell>
          <MoneyCell value={line.debit} blankZero />
          <MoneyCell value={line.credit} blankZero />
        </TableRow>
      ))}
    </>
  );
}

/** Posted entries of the period with their lines, a page at a time. */
export function JournalTab({ query }: { query: ReportQuery }) {
  const { t } = useReportsText();
  const { page, limit, setPage, setLimit } = useReportPage(query, DEFAULT_PAGE_SIZE);
  const report = useReport('journal', { ...query, page: page + 1, limit });
  return (
    <ReportBody query={report} report="journal">
      {(data) =>
        data.entries.length === 0 ? (
          <EmptyState compact title={t('journal.emptyTitle')} description={t('journal.emptyDescription')} />
        ) : (
          <>
            <ReportTable label={t('statements.journal.label')} minWidth={760}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.date')}</TableCell>
                  <TableCell>{t('columns.numberOrAccount')}</TableCell>
                  <TableCell>{t('columns.description')}</TableCell>
                  <TableCell align="right">{t('columns.debit')}</TableCell>
                  <TableCell align="right">{t('columns.credit')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.entries.map((entry) => (
                  <EntryRows key={entry.id} entry={entry} />
                ))}
              </TableBody>
            </ReportTable>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={limit}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_, p) => setPage(p)}
              onRowsPerPageChange={(e) => setLimit(Number(e.target.value))}
            />
          </>
        )
      }
    </ReportBody>
  );
}
