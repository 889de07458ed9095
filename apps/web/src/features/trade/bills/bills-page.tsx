import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { BillStatus } from '@tawi/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isBackwardRange } from '../../../shared/date-range-inputs';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { BillDialog } from './bill-dialog';
import { BillsTable } from './bills-table';
import { BillsToolbar, NO_BILL_FILTERS } from './bills-toolbar';

export function BillsPage() {
  const { can, activeBranch } = useSession();
  const { t } = useTradeText();
  const navigate = useNavigate();
  const [filters, setFilters] = useUrlFilters(NO_BILL_FILTERS);
  const [creating, setCreating] = useState(false);
  const search = useDebouncedValue(filters.search.trim());
  const filtered =
    Object.entries(filters).some(([key, value]) => key !== 'search' && value) || Boolean(search);

  return (
    <>
      <PageHeader
        title={t('bills.list.title')}
        description={t('bills.list.description', { branch: activeBranch?.name ?? t('common.thisBranch') })}
        actions={
          can('trade:create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('bills.list.add')}
            </Button>
          )
        }
      />
      <BillsToolbar filters={filters} onChange={setFilters} />
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
      {creating && (
        <BillDialog
          onClose={() => setCreating(false)}
          onCreated={(bill) => navigate(tradePaths.bill(bill.id))}
        />
      )}
    </>
  );
}
