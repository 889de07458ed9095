import PeopleIcon from '@mui/icons-material/People';
import type { CustomerOption } from '@tawi/contracts';
import { useCallback, useMemo } from 'react';
import type { EditDeleteActions } from '../../shared/lists/list-columns';
import { PartyListPage, type PartyListTexts } from '../../shared/lists/party-list-page';
import { useSession } from '../../shared/session/session-context';
import { customerColumns } from './customer-columns';
import { CustomerDialog } from './customer-dialog';
import { useCustomers, useDeleteCustomer } from './customers-api';
import { customerPaths } from './customers-paths';
import { useCustomersText } from './use-customers-text';

const NARROW_HIDDEN = ['phone', 'kraPin', 'paymentTerms', 'tier', 'isActive', 'actions'];

export function CustomersPage() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const texts = useMemo<PartyListTexts>(
    () => ({
      title: t('list.title'),
      description: t('list.description'),
      add: t('list.add'),
      searchLabel: t('list.searchLabel'),
      searchPlaceholder: t('list.searchPlaceholder'),
      emptyTitle: t('list.emptyTitle'),
      emptyDescription: t('list.emptyDescription'),
      noMatchTitle: t('list.noMatchTitle'),
      noMatchDescription: t('list.noMatchDescription'),
      deleteTitle: (name) => t('list.deleteTitle', { name }),
      deleteMessage: t('list.deleteMessage'),
      deleteLabel: t('list.delete'),
      deleted: (name) => t('list.deleted', { name }),
    }),
    [t],
  );
  const columns = useCallback(
    (actions: EditDeleteActions<CustomerOption> & { narrow: boolean }) => customerColumns({ ...actions, t }),
    [t],
  );

  return (
    <PartyListPage<CustomerOption>
      texts={texts}
      can={{
        create: can('customers:create'),
        update: can('customers:update'),
        delete: can('customers:delete'),
      }}
      useRows={useCustomers}
      deleteMutation={useDeleteCustomer()}
      columns={columns}
      pathTo={customerPaths.customer}
      emptyIcon={PeopleIcon}
      narrowHidden={NARROW_HIDDEN}
      editDialog={(customer, close) => <CustomerDialog customer={customer} onClose={close} />}
    />
  );
}
