import PercentIcon from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { VatSummary } from '@tawi/contracts';
import { formatDate, todayIn } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table';
import { useUrlFilters } from '../../shared/documents/use-url-filters';
import { ErrorState } from '../../shared/error-state';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { AttachReportDialog } from './attach-report-dialog';
import { useTaxText } from './use-tax-text';
import { useVatSummaries, type VatStatus } from './vat-api';
import { vatPaths } from './vat-format';
import { NO_VAT_FILTERS, VatSummariesToolbar } from './vat-summaries-toolbar';
import { vatSummaryColumns } from './vat-summary-columns';
import { VatWithheldCard } from './vat-withheld-card';

/** Why a year shows no months: they have not begun, or the VAT registration starts later. */
const emptyYear = (registeredFrom: string | null | undefined, t: TFunction<'tax'>) =>
  registeredFrom ? t('list.emptySince', { date: formatDate(registeredFrom) }) : t('list.empty');

/** What an empty year is called: not registered, none of the chosen status, or no months at all. */
function emptyTitle(notice: string | null, status: VatStatus | '', year: number, t: TFunction<'tax'>) {
  if (notice) return t('list.notRegistered');
  if (status === 'Filed') return t('list.noFiled', { year });
  if (status === 'Pending') return t('list.noPending', { year });
  return t('list.noMonths', { year });
}

/** The company's VAT month by month (SPEC "VAT Summary"): figures, filing status, downloads. */
export function VatSummariesPage() {
  const { me, can } = useSession();
  const { t } = useTaxText();
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
  // a company that is not VAT-registered has no summaries: the answer says why
  const notice = list.data?.notice ?? null;
  const columns = useMemo(
    () => vatSummaryColumns({ narrow, canAttach, onAttach: setAttaching, t }),
    [narrow, canAttach, t],
  );

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      <VatSummariesToolbar year={year} status={status} thisYear={thisYear} onChange={setFilters} />
      {list.error ? (
        <ErrorState error={list.error} title={t('list.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t('list.label')}
          rows={list.data?.items ?? []}
          columns={columns}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          hideFooter
          disableColumnSorting
          onCellClick={({ field, row }) => field !== 'actions' && navigate(vatPaths.one(row.period))}
          emptyTitle={emptyTitle(notice, status, year, t)}
          emptyDescription={
            notice ?? (status ? t('list.otherFilter') : emptyYear(list.data?.vatRegisteredFrom, t))
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
