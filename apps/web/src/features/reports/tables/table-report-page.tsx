import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentIcon from '@mui/icons-material/Assessment';
import Link from '@mui/material/Link';
import { keepPreviousData } from '@tanstack/react-query';
import { type ApiInput, tableReportsApi, visibleColumns } from '@tawi/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { apiUrl } from '../../../shared/api/call-api';
import { DataTable } from '../../../shared/data-table';
import { EmptyState } from '../../../shared/empty-state';
import { PageHeader } from '../../../shared/page-header';
import { RequirePermission } from '../../../shared/session/require-permission';
import { NotFoundPage } from '../../placeholder/not-found-page';
import { reportWords } from '../report-words';
import { useReportsText } from '../use-reports-text';
import { type ExportFormat, ReportExportMenu } from './report-export-menu';
import { gridColumns, type ReportGridRow, TOTALS_ROW_ID } from './table-report-columns';
import { TableReportFilters } from './table-report-filters';
import { PAGE_SIZES, tableReportQuery, useTableReportParams } from './table-report-params';

type TableReportEntry = (typeof tableReportsApi)[keyof typeof tableReportsApi];

/** The table report named in the address (`/dashboard/reports/sales-by-customer`), if there is one. */
export const tableReportNamed = (name: string | undefined): TableReportEntry | undefined =>
  Object.values(tableReportsApi).find((entry) => entry.info.name === name);

/** `/dashboard/reports/:name`: any table report of the contract. */
export function TableReportRoute() {
  const entry = tableReportNamed(useParams().name);
  if (!entry) return <NotFoundPage />;
  return (
    <RequirePermission permission={entry.auth.permission}>
      <TableReportPage key={entry.info.name} entry={entry} />
    </RequirePermission>
  );
}

/**
 * A table report: filters kept in the address, rows paged and sorted on the server with a totals row,
 * linked figures that drill down, and the same rows as CSV, Excel or PDF.
 */
export function TableReportPage({ entry }: { entry: TableReportEntry }) {
  const { info } = entry;
  const { t } = useReportsText();
  const words = reportWords(t, info.name, info);
  const [params, update] = useTableReportParams(info);
  const query = tableReportQuery(info, params);
  const valid = params.from <= params.to;
  // every table report takes this query: one input for any entry
  const input = { query } as ApiInput<TableReportEntry>;
  const report = useApiQuery(entry, input, { placeholderData: keepPreviousData, enabled: valid });
  const answer = report.data;
  // a cost column the answer leaves out (the user may not see costs) is not shown
  const first = answer?.rows[0];
  const columns = visibleColumns(info).filter((c) => !c.cost || !first || c.key in first);
  const rows: ReportGridRow[] = (answer?.rows ?? []).map((row, i) => ({ ...row, id: `${params.page}-${i}` }));
  if (answer && answer.rows.length > 0 && Object.keys(answer.totals).length > 0)
    rows.push({ ...answer.totals, id: TOTALS_ROW_ID });
  const [sortKey, descending] = params.sort.startsWith('-')
    ? [params.sort.slice(1), true]
    : [params.sort, false];
  const urlOf = (format: ExportFormat) => {
    const { page: _page, limit: _limit, ...rest } = query;
    return apiUrl(entry, { query: { ...rest, format } } as ApiInput<TableReportEntry>);
  };
  return (
    <>
      <PageHeader
        title={words.title}
        description={words.description}
        breadcrumb={
          <Link
            component={RouterLink}
            to="/dashboard/reports"
            sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}
          >
            <ArrowBackIcon fontSize="small" /> {t('tablePage.allReports')}
          </Link>
        }
        actions={<ReportExportMenu urlOf={urlOf} disabled={!valid} />}
      />
      <TableReportFilters info={info} params={params} onChange={update} />
      {answer && answer.total === 0 && !report.isFetching ? (
        <EmptyState
          icon={AssessmentIcon}
          title={t('tablePage.nothingTitle')}
          description={t('tablePage.nothingDescription')}
        />
      ) : (
        <DataTable<ReportGridRow>
          label={words.title}
          columns={gridColumns(columns, t)}
          rows={rows}
          rowCount={answer?.total ?? 0}
          loading={report.isPending || (report.isFetching && report.isPlaceholderData)}
          error={report.error}
          onRetry={() => void report.refetch()}
          emptyTitle={t('tablePage.nothingTitle')}
          emptyDescription={t('tablePage.nothingDescription')}
          emptyIcon={AssessmentIcon}
          paginationMode="server"
          sortingMode="server"
          disableColumnFilter
          pageSizeOptions={PAGE_SIZES}
          paginationModel={{ page: params.page - 1, pageSize: params.limit }}
          onPaginationModelChange={(m) => update({ page: m.page + 1, limit: m.pageSize })}
          sortModel={[{ field: sortKey, sort: descending ? 'desc' : 'asc' }]}
          onSortModelChange={(model) => {
            const first = model[0];
            update({ sort: first ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : info.defaultSort });
          }}
          getRowClassName={({ id }) => (id === TOTALS_ROW_ID ? 'report-totals' : '')}
          sx={{ '& .report-totals': { fontWeight: 700, bgcolor: 'action.hover' } }}
        />
      )}
    </>
  );
}
