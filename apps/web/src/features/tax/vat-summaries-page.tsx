import PercentIcon from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { VatSummary } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table';
import { useUrlFilters } from '../../shared/documents/use-url-filters';
import { ErrorState } from '../../shared/error-state';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { AttachReportDialog } from './attach-report-dialog';
import { useVatSummaries, type VatStatus } from './vat-api';
import { vatPaths } from './vat-format';
import { NO_VAT_FILTERS, VatSummariesToolbar } from './vat-summaries-toolbar';
import { vatSummaryColumns } from './vat-summary-columns';
import { VatWithheldCard } from './vat-withheld-card';

/** The company's VAT month by month (SPEC "VAT Summary"): figures, filing status, downloads. */
export function VatSummariesPage() {
  const { me, can } = useSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // beside the menu, the filing date needs a large screen and every column a wide one
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  const [filters, setFilters] = useUrlFilters(NO_VAT_FILTERS);
  const [attaching, setAttaching] = useState<VatSummary | null>(null);
  const thisYear = Number(todayIn(me.company.timeZone).slice(0, 4));
  const year = Number(filters.year) || thisYear;
  const status = filters.status as VatStatus | '';
  const list = useVatSummaries({ year, status });
  const canAttach = can('accounting:update');
  const columns = useMemo(
    () => vatSummaryColumns({ narrow, canAttach, onAttach: setAttaching }),
    [narrow, canAttach],
  );

  return (
    <>
      <PageHeader
        title="VAT Summary"
        description="Output and input VAT of every branch, month by month, for the VAT3 return due on the 20th of the following month."
      />
      <VatSummariesToolbar year={year} status={status} thisYear={thisYear} onChange={setFilters} />
      {list.error ? (
        <ErrorState
          error={list.error}
          title="Could not load the VAT summaries"
          onRetry={() => void list.refetch()}
        />
      ) : (
        <DataTable
          label="VAT summaries"
          rows={list.data?.items ?? []}
          columns={columns}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          hideFooter
          disableColumnSorting
          onCellClick={({ field, row }) => field !== 'actions' && navigate(vatPaths.one(row.period))}
          emptyTitle={status ? `No ${status.toLowerCase()} returns in ${year}` : `No VAT months in ${year}`}
          emptyDescription={
            status ? 'Pick another status or year.' : 'Months appear here once they have begun.'
          }
          emptyIcon={PercentIcon}
          rowHeight={60}
          columnVisibilityModel={{
            dueDate: !narrow,
            totalSales: wide,
            outputVat: !narrow,
            totalPurchases: wide,
            inputVat: !narrow,
            netVat: !narrow,
            transactionsCount: wide,
            filingDate: large,
            actions: !narrow,
          }}
          sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        />
      )}
      {me.company.withholdingVatAgent && (
        <Box sx={{ mt: 3 }}>
          <VatWithheldCard year={year} />
        </Box>
      )}
      {attaching && (
        <AttachReportDialog
          period={attaching.period}
          label={attaching.label}
          onClose={() => setAttaching(null)}
        />
      )}
    </>
  );
}
