import PeopleIcon from '@mui/icons-material/People';
import type { CustomerOption } from '@tawi/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { addAction } from '../../shared/lists/add-action';
import { SearchToolbar } from '../../shared/lists/search-toolbar';
import { ServerDataTable } from '../../shared/lists/server-data-table';
import { usePartyList } from '../../shared/lists/use-party-list';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { customerColumns } from './customer-columns';
import { CustomerDialog } from './customer-dialog';
import { useCustomers, useDeleteCustomer } from './customers-api';
import { customerPaths } from './customers-paths';
import { useCustomersText } from './use-customers-text';

export function CustomersPage() {
  const { can } = useSession();
  const { t } = useCustomersText();
  const navigate = useNavigate();
  const { narrow, wide, searchBox, query, gridProps, editor, remove } = usePartyList<CustomerOption>(
    useDeleteCustomer(),
    (c) => t('list.deleted', { name: c.name }),
  );
  const list = useCustomers(query);
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
      <SearchToolbar
        value={searchBox.text}
        onChange={searchBox.setText}
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
      />
      <ServerDataTable
        label={t('list.title')}
        query={list}
        grid={gridProps}
        columns={columns}
        onOpen={(row) => navigate(customerPaths.customer(row.id))}
        emptyTitle={searchBox.search ? t('list.noMatchTitle') : t('list.emptyTitle')}
        emptyDescription={searchBox.search ? t('list.noMatchDescription') : t('list.emptyDescription')}
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
