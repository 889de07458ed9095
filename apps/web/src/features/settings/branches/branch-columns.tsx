import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Branch } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { actionsColumn, optionalTextColumn } from '../../../shared/lists/grid-columns';
import { activeStatusColumn } from '../../../shared/lists/list-columns';
import { NameWithChip, nameColumn } from '../../../shared/lists/name-column';

export interface BranchActions {
  activeBranchId: string | undefined;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (branch: Branch) => void;
  onDeactivate: (branch: Branch) => void;
  onReactivate: (branch: Branch) => void;
  t: TFunction<'settings'>;
}

export function branchColumns(a: BranchActions): GridColDef<Branch>[] {
  const { t } = a;
  return [
    nameColumn<Branch>('name', t('branches.columns.name'), { flex: 1.2, minWidth: 180 }, (row) => (
      <NameWithChip
        name={row.name}
        chip={
          row.id === a.activeBranchId && (
            <Chip label={t('branches.workingHere')} size="small" color="primary" variant="outlined" />
          )
        }
      />
    )),
    optionalTextColumn('code', t('branches.columns.code'), { width: 100 }),
    optionalTextColumn('address', t('branches.columns.address'), { flex: 1.5, minWidth: 200 }),
    optionalTextColumn('phone', t('branches.columns.phone'), { width: 150 }),
    {
      ...activeStatusColumn<Branch>(t('common.status'), { width: 110 }),
      type: 'singleSelect',
      valueOptions: [
        { value: true, label: t('common.active') },
        { value: false, label: t('common.inactive') },
      ],
    },
    actionsColumn<Branch>(t('common.actions'), 100, (row) => [
      {
        key: 'edit',
        icon: <EditIcon />,
        label: t('common.editNamed', { name: row.name }),
        onClick: () => a.onEdit(row),
        shown: a.canUpdate,
      },
      {
        key: 'deactivate',
        icon: <BlockIcon />,
        label: t('common.deactivateNamed', { name: row.name }),
        onClick: () => a.onDeactivate(row),
        shown: row.isActive && a.canDelete,
      },
      {
        key: 'reactivate',
        icon: <RestoreIcon />,
        label: t('common.reactivateNamed', { name: row.name }),
        onClick: () => a.onReactivate(row),
        shown: !row.isActive && a.canUpdate,
      },
    ]),
  ];
}
