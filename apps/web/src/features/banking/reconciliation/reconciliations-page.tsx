import FactCheckIcon from '@mui/icons-material/FactCheck';
import { RECONCILIATION_STATUSES, type ReconciliationStatus } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DocumentListToolbar } from '../../../shared/documents/document-list-toolbar';
import { hiddenWhenNarrow } from '../../../shared/lists/column-visibility';
import { ListPage } from '../../../shared/lists/list-page';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { useSession } from '../../../shared/session/session-context';
import { useBranchDescription } from '../../../shared/session/use-branch-description';
import { useBankingText } from '../use-banking-text';
import { BankAccountFilter } from './bank-account-filter';
import { NewReconciliationDialog } from './new-reconciliation-dialog';
import { RECONCILIATION_SORTS, reconciliationColumns } from './reconciliation-columns';
import { reconciliationPaths } from './reconciliation-format';
import { useReconciliations } from './reconciliations-api';

const NO_FILTERS = { search: '', status: '', bankAccountId: '' };
const NARROW_HIDDEN = ['statementDate', 'statementBalance', 'bookBalance', 'difference', 'reconciledAt'];

/** Statements of the branch's bank, cash and M-Pesa accounts compared with the books, newest first. */
export function ReconciliationsPage() {
  const { can, me } = useSession();
  const { t } = useBankingText();
  const description = useBranchDescription(
    (branch) => t('reconciliations.description', { branch }),
    t('reconciliations.descriptionThisBranch'),
  );
  const navigate = useNavigate();
  const { narrow } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_FILTERS);
  const filter = {
    search,
    status: filters.status as ReconciliationStatus | '',
    bankAccountId: filters.bankAccountId,
  };
  const list = useServerList(useReconciliations, { filter, sortable: RECONCILIATION_SORTS });
  const timeZone = me.company.timeZone;
  const columns = useMemo(() => reconciliationColumns({ narrow, timeZone, t }), [narrow, timeZone, t]);

  return (
    <ListPage
      title={t('reconciliations.title')}
      description={description}
      add={{ label: t('reconciliations.new'), allowed: can('banking:create') }}
      createDialog={(close) => (
        <NewReconciliationDialog onClose={close} onStarted={(r) => navigate(reconciliationPaths.one(r.id))} />
      )}
    >
      <DocumentListToolbar
        filters={filters}
        onChange={setFilters}
        search={searchTexts((key) => t(`reconciliations.${key}`))}
        statuses={RECONCILIATION_STATUSES}
        statusWidth={160}
        party={
          <BankAccountFilter
            value={filters.bankAccountId}
            onChange={(bankAccountId) => setFilters({ bankAccountId })}
          />
        }
      />
      <ServerDataTable
        label={t('reconciliations.gridLabel')}
        {...list}
        columns={columns}
        onOpen={(row) => navigate(reconciliationPaths.one(row.id))}
        {...filteredEmptyTexts(filtered, (key) => t(`reconciliations.${key}`))}
        emptyIcon={FactCheckIcon}
        rowHeight={60}
        columnVisibilityModel={hiddenWhenNarrow(narrow, NARROW_HIDDEN)}
      />
    </ListPage>
  );
}
