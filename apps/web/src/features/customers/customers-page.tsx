import PeopleIcon from '@mui/icons-material/People';
import type { CustomerOption } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { ListToolbar } from '../../shared/list-toolbar';
import { addAction } from '../../shared/lists/add-action';
import { ServerDataTable } from '../../shared/lists/server-data-table';
import { useScreenSize } from '../../shared/lists/use-screen-size';
import { useSearchText } from '../../shared/lists/use-search-text';
import { useServerGrid } from '../../shared/lists/use-server-grid';
import { PageHeader } from '../../shared/page-header';
import { SearchField } from '../../shared/search-field';
import { useSession } from '../../shared/session/session-context';
import { useConfirmAction } from '../../shared/use-confirm-action';
import { useEditDialog } from '../../shared/use-edit-dialog';
import { customerColumns } from './customer-columns';
import { CustomerDialog } from './customer-dialog';
import { useCustomers, useDeleteCustomer } from './customers-api';
import { customerPaths } from './customers-paths';
import { useCustomersText } from './use-customers-text';

const SORTABLE = new Set(['name', 'balance']);

export function CustomersPage() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const { narrow, wide } = useScreenSize();
  const { text, setText, search } = useSearchText();
  const { query, gridProps } = useServerGrid({
    filter: { search },
    sortable: SORTABLE,
    defaultSort: { field: 'name', sort: 'asc' },
  });
  const editor = useEditDialog<CustomerOption>();
  const customers = useCustomers(query);
  const remove = useConfirmAction<CustomerOption>(useDeleteCustomer(), {
    successMessage: (c) => t('list.deleted', { name: c.name }),
  });
  const columns = useMemo(
    () =>
      customerColumns({
        canUpdate: can('customers:update'),
        canDelete: can('customers:delete'),
        narrow,
        onEdit: editor.openFor,
        onDelete: remove.request,
        t,
      }),
    [can, narrow, editor.openFor, remove.request, t],
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={addAction(can('customers:create'), t('list.add'), editor.openNew)}
      />
      <ListToolbar>
        <SearchField
          value={text}
          onChange={setText}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      </ListToolbar>
      <ServerDataTable
        label={t('list.title')}
        query={customers}
        grid={gridProps}
        columns={columns}
        onOpen={(row) => navigate(customerPaths.customer(row.id))}
        emptyTitle={search ? t('list.noMatchTitle') : t('list.emptyTitle')}
        emptyDescription={search ? t('list.noMatchDescription') : t('list.emptyDescription')}
        emptyIcon={PeopleIcon}
        narrow={narrow}
        columnVisibilityModel={{
          contactName: wide,
          phone: !narrow,
          kraPin: !narrow,
          paymentTerms: !narrow,
          tier: !narrow,
          isActive: !narrow,
          actions: !narrow,
        }}
      />
      {editor.current && <CustomerDialog customer={editor.current.item} onClose={editor.close} />}
      <ConfirmDialog
        {...remove.dialogProps}
        title={t('list.deleteTitle', { name: remove.target?.name ?? '' })}
        message={t('list.deleteMessage')}
        confirmLabel={t('list.delete')}
      />
    </>
  );
}
