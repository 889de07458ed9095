import DownloadIcon from '@mui/icons-material/Download';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { isIsoDate, todayIn } from '@tawi/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { BranchFilterField } from '../../../shared/branch-filter-field';
import { downloadCsv } from '../../../shared/csv';
import { DateInput } from '../../../shared/date-input';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { EmptyState } from '../../../shared/empty-state';
import { ErrorState } from '../../../shared/error-state';
import { formatDate } from '../../../shared/format';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useCustomersText } from '../use-customers-text';
import { useReceivablesAging } from './aging-api';
import { type AgingSort, agingCsvRows, agingTotals, filterAging, sortAging } from './aging-rows';
import { AgingTable } from './aging-table';

const emptyBox = (children: ReactNode) => (
  <Paper variant="outlined" sx={{ borderRadius: 3 }}>
    {children}
  </Paper>
);

/** Receivables aging: per customer, what is open by days past due as at a day, for a branch or all. */
export function ReceivablesAgingPage() {
  const { me } = useSession();
  const { t } = useCustomersText();
  const today = todayIn(me.company.timeZone);
  const [filters, setFilters] = useUrlFilters({ to: today, branchId: '', search: '' });
  const asOf = isIsoDate(filters.to) ? filters.to : today;
  const branch = me.branches.find((b) => b.id === filters.branchId);
  const aging = useReceivablesAging({ to: asOf, branchId: branch?.id ?? '' });
  const [sort, setSort] = useState<AgingSort>({ field: 'customerName', direction: 'asc' });
  const { paging, setPaging } = useServerPaging({ filters, sort });

  const data = aging.data;
  const searching = filters.search.trim() !== '';
  const rows = useMemo(
    () => (data ? sortAging(filterAging(data.rows, filters.search), sort) : []),
    [data, filters.search, sort],
  );
  const totals = searching || !data ? agingTotals(rows) : data.totals;
  const date = formatDate(asOf);

  const body = () => {
    if (aging.error)
      return (
        <ErrorState error={aging.error} title={t('aging.loadError')} onRetry={() => void aging.refetch()} />
      );
    if (!data) return <Skeleton variant="rounded" height={280} aria-label={t('aging.loading')} />;
    if (data.rows.length === 0)
      return emptyBox(
        <EmptyState
          title={t('aging.nothingOwed')}
          description={
            branch
              ? t('aging.nothingOwedDescriptionIn', { date, branch: branch.name })
              : t('aging.nothingOwedDescription', { date })
          }
          icon={HourglassBottomIcon}
        />,
      );
    if (rows.length === 0)
      return emptyBox(
        <EmptyState compact title={t('aging.noMatchTitle')} description={t('aging.noMatchDescription')} />,
      );
    return (
      <AgingTable
        rows={rows}
        totals={totals}
        totalsLabel={searching ? t('aging.totalShown', { shown: rows.length }) : t('common.total')}
        sort={sort}
        onSort={setSort}
        paging={paging}
        onPaging={setPaging}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('aging.title')}
        description={
          branch ? t('aging.descriptionIn', { date, branch: branch.name }) : t('aging.description', { date })
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={rows.length === 0}
            onClick={() => downloadCsv(`receivables-aging-${asOf}.csv`, agingCsvRows(rows, totals, t))}
          >
            {t('aging.downloadCsv')}
          </Button>
        }
      />
      <SearchToolbar
        value={filters.search}
        onChange={(search) => setFilters({ search })}
        label={t('aging.searchLabel')}
        placeholder={t('aging.searchPlaceholder')}
      >
        <DateInput
          label={t('aging.asAt')}
          value={filters.to}
          onChange={(to) => setFilters({ to })}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <BranchFilterField value={filters.branchId} onChange={(branchId) => setFilters({ branchId })} />
      </SearchToolbar>
      {body()}
    </>
  );
}
