import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { SupplierOption } from '@tawi/contracts';
import { useCallback, useMemo } from 'react';
import type { EditDeleteActions } from '../../../shared/lists/list-columns';
import { PartyListPage, type PartyListTexts } from '../../../shared/lists/party-list-page';
import { useSession } from '../../../shared/session/session-context';
import { tradePaths } from '../trade-format';
import { useTradeText } from '../use-trade-text';
import { supplierColumns } from './supplier-columns';
import { SupplierDialog } from './supplier-dialog';
import { useDeleteSupplier, useSuppliers } from './suppliers-api';

const NARROW_HIDDEN = ['phone', 'kraPin', 'paymentTerms', 'isActive', 'actions'];

export function SuppliersPage() {
  const { can } = useSession();
  const { t } = useTradeText();
  const texts = useMemo<PartyListTexts>(
    () => ({
      title: t('suppliers.list.title'),
      description: t('suppliers.list.description'),
      add: t('suppliers.list.add'),
      searchLabel: t('suppliers.list.searchLabel'),
      searchPlaceholder: t('suppliers.list.searchPlaceholder'),
      emptyTitle: t('suppliers.list.emptyTitle'),
      emptyDescription: t('suppliers.list.emptyDescription'),
      noMatchTitle: t('suppliers.list.noMatchTitle'),
      noMatchDescription: t('suppliers.list.noMatchDescription'),
      deleteTitle: (name) => t('suppliers.list.deleteTitle', { name }),
      deleteMessage: t('suppliers.list.deleteMessage'),
      deleteLabel: t('common.delete'),
      deleted: (name) => t('suppliers.list.deleted', { name }),
    }),
    [t],
  );
  const columns = useCallback(
    (actions: EditDeleteActions<SupplierOption> & { narrow: boolean }) => supplierColumns({ ...actions, t }),
    [t],
  );

  return (
    <PartyListPage<SupplierOption>
      texts={texts}
      can={{ create: can('trade:create'), update: can('trade:update'), delete: can('trade:delete') }}
      useRows={useSuppliers}
      deleteMutation={useDeleteSupplier()}
      columns={columns}
      pathTo={tradePaths.supplier}
      emptyIcon={LocalShippingIcon}
      narrowHidden={NARROW_HIDDEN}
      editDialog={(supplier, close) => <SupplierDialog supplier={supplier} onClose={close} />}
    />
  );
}
