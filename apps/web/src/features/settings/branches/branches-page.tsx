import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { Branch } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { addAction } from '../../../shared/lists/add-action';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { RecordTable } from '../../../shared/lists/record-table';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { searchedRows } from '../../../shared/lists/searched-rows';
import { useShowInactive } from '../../../shared/lists/show-inactive-switch';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { useConfirmAction } from '../../../shared/use-confirm-action';
import { useEditDialog } from '../../../shared/use-edit-dialog';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { branchColumns } from './branch-columns';
import { BranchDialog } from './branch-dialog';
import { useBranches, useDeactivateBranch, useSaveBranch } from './branches-api';

export function BranchesPage() {
  const { can, activeBranch } = useSession();
  const { t } = useSettingsText();
  const [includeInactive, inactiveSwitch] = useShowInactive(t('branches.showInactive'));
  const [search, setSearch] = useState('');
  const editor = useEditDialog<Branch>();
  const branches = useBranches(includeInactive);
  const deactivate = useConfirmAction<Branch>(useDeactivateBranch(), {
    successMessage: (branch) => t('branches.deactivated', { name: branch.name }),
  });
  const save = useSaveBranch();

  const columns = useMemo(
    () =>
      branchColumns({
        activeBranchId: activeBranch?.id,
        canUpdate: can('settings:update'),
        canDelete: can('settings:delete'),
        onEdit: editor.openFor,
        onDeactivate: deactivate.request,
        onReactivate: (branch) =>
          save.mutate(
            { id: branch.id, body: { isActive: true } },
            {
              onSuccess: () => toast.success(t('branches.reactivated', { name: branch.name })),
              onError: (err) => toast.error(errorMessage(err)),
            },
          ),
        t,
      }),
    [activeBranch?.id, can, save.mutate, editor.openFor, deactivate.request, t],
  );
  const rows = useMemo(
    () => searchedRows(branches.data, search, (b) => [b.name, b.code, b.address, b.phone]),
    [branches.data, search],
  );

  return (
    <>
      <PageHeader
        title={t('branches.title')}
        description={t('branches.description')}
        breadcrumb={<SettingsBreadcrumb />}
        actions={addAction(can('settings:create'), t('branches.add'), editor.openNew)}
      />
      <SearchToolbar value={search} onChange={setSearch} {...searchTexts((key) => t(`branches.${key}`))}>
        {inactiveSwitch}
      </SearchToolbar>
      <RecordTable
        label={t('branches.title')}
        query={branches}
        rows={rows}
        columns={columns}
        {...filteredEmptyTexts(Boolean(search), (key) => t(`branches.${key}`))}
        emptyIcon={AccountTreeIcon}
        onOpen={can('settings:update') ? editor.openFor : undefined}
        sortBy="name"
      />
      {editor.current && <BranchDialog branch={editor.current.item} onClose={editor.close} />}
      <ConfirmDialog
        {...deactivate.dialogProps}
        title={t('branches.deactivateTitle', { name: deactivate.target?.name ?? '' })}
        message={t('branches.deactivateMessage')}
        confirmLabel={t('common.deactivate')}
      />
    </>
  );
}
