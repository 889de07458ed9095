import AddIcon from '@mui/icons-material/Add';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import { RECONCILIATION_STATUSES, type ReconciliationStatus } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../shared/data-table';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { sortParam } from '../../../shared/documents/sort-param';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useBankingText } from '../use-banking-text';
import { BankAccountFilter } from './bank-account-filter';
import { NewReconciliationDialog } from './new-reconciliation-dialog';
import { RECONCILIATION_SORTS, reconciliationColumns } from './reconciliation-columns';
import { reconciliationPaths } from './reconciliation-format';
import { useReconciliations } from './reconciliations-api';

const NO_FILTERS = { search: '', status: '', bankAccountId: '' };

/** Statements of the branch's bank, cash and M-Pesa accounts compared with the books, newest first. */
export function ReconciliationsPage() {
  const { can, activeBranch, me } = useSession();
  const { t } = useBankingText();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters(NO_FILTERS);
  const [creating, setCreating] = useState(false);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const search = useDebouncedValue(filters.search.trim());
  const filter = {
    search,
    status: filters.status as ReconciliationStatus | '',
    bankAccountId: filters.bankAccountId,
    sort: sortParam(sortModel, RECONCILIATION_SORTS),
  };
  const { paging, setPaging, query } = useServerPaging(filter);
  const list = useReconciliations({ ...filter, ...query });
  const timeZone = me.company.timeZone;
  const columns = useMemo(() => reconciliationColumns({ narrow, timeZone, t }), [narrow, timeZone, t]);
  const filtered = Boolean(search || filters.status || filters.bankAccountId);

  return (
    <>
      <PageHeader
        title={t('reconciliations.title')}
        description={
          activeBranch
            ? t('reconciliations.description', { branch: activeBranch.name })
            : t('reconciliations.descriptionThisBranch')
        }
        actions={
          can('banking:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('reconciliations.new')}
            </Button>
          )
        }
      />
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={{
          label: t('reconciliations.searchLabel'),
          placeholder: t('reconciliations.searchPlaceholder'),
        }}
        statuses={RECONCILIATION_STATUSES}
        statusWidth={160}
        party={
          <BankAccountFilter
            value={filters.bankAccountId}
            onChange={(bankAccountId) => setFilters({ bankAccountId })}
          />
        }
      />
      <DataTable
        label={t('reconciliations.gridLabel')}
        {...pagedQueryProps(list)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        onRowClick={({ row }) => navigate(reconciliationPaths.one(row.id))}
        emptyTitle={filtered ? t('reconciliations.noMatchTitle') : t('reconciliations.emptyTitle')}
        emptyDescription={
          filtered ? t('reconciliations.noMatchDescription') : t('reconciliations.emptyDescription')
        }
        emptyIcon={FactCheckIcon}
        rowHeight={60}
        columnVisibilityModel={{
          statementDate: !narrow,
          statementBalance: !narrow,
          bookBalance: !narrow,
          difference: !narrow,
          reconciledAt: !narrow,
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {creating && (
        <NewReconciliationDialog
          onClose={() => setCreating(false)}
          onStarted={(r) => navigate(reconciliationPaths.one(r.id))}
        />
      )}
    </>
  );
}
