import type { BillStatus } from '@tawi/domain';
import { useNavigate } from 'react-router';
import { isBackwardRange } from '../../../shared/date-range-inputs';
import { ListPage } from '../../../shared/lists/list-page';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useSession } from '../../../shared/session/session-context';
import { SupplierDocumentToolbar } from '../supplier-document-toolbar';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { BillDialog } from './bill-dialog';
import { BillsTable } from './bills-table';
import { NO_BILL_FILTERS } from './bills-toolbar';

export function BillsPage() {
  const { can, activeBranch } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const { filters, setFilters, search, filtered } = useListFilters(NO_BILL_FILTERS);

  return (
    <ListPage
      title={t('bills.list.title')}
      description={t('bills.list.description', { branch: activeBranch?.name ?? t('common.thisBranch') })}
      add={{ label: t('bills.list.add'), allowed: can('trade:create') }}
      createDialog={(close) => (
        <BillDialog onClose={close} onCreated={(bill) => navigate(tradePaths.bill(bill.id))} />
      )}
    >
      <SupplierDocumentToolbar list="bills" filters={filters} onChange={setFilters} />
      <BillsTable
        filter={{
          search,
          status: filters.status as BillStatus | '',
          supplierId: filters.supplierId,
          overdue: filters.overdue === 'true',
          dueFrom: filters.dueFrom,
          dueTo: isBackwardRange(filters.dueFrom, filters.dueTo) ? '' : filters.dueTo,
        }}
        emptyTitle={filtered ? t('bills.list.noMatchTitle') : t('bills.list.emptyTitle')}
        emptyDescription={filtered ? t('common.noFilterMatch') : t('bills.list.emptyDescription')}
      />
    </ListPage>
  );
}
