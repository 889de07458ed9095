import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AccountOption } from '@tawi/contracts';
import type { AccountType } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY } from '../../../shared/format';
import { type EditDeleteActions, editDeleteColumn, moneyColumn } from '../../../shared/lists/list-columns';
import { useLedgerText } from '../use-ledger-text';
import { accountTypeOptions, subtypeLabel } from './account-types';

export interface AccountActions extends EditDeleteActions<AccountOption> {
  t: TFunction<'ledger'>;
}

function NameCell({ row }: { row: AccountOption }) {
  const { t } = useLedgerText();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      {/* translate="no": the company's own account name */}
      <Box component="span" translate="no" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {row.name}
      </Box>
      {row.systemKey && (
        <Tooltip title={t('accounts.columns.systemTip')}>
          <Chip
            icon={<LockIcon />}
            label={t('accounts.columns.system')}
            size="small"
            variant="outlined"
            sx={{
              flexShrink: 0,
              // on a phone only the lock shows, leaving the room to the name
              '& .MuiChip-label': { display: { xs: 'none', md: 'block' } },
              '& .MuiChip-icon': { mr: { xs: '5px', md: '-6px' } },
            }}
          />
        </Tooltip>
      )}
      {!row.isActive && <Chip label={t('accounts.columns.inactive')} size="small" />}
    </Box>
  );
}

export function accountColumns(a: AccountActions): GridColDef<AccountOption>[] {
  const { t } = a;
  return [
    { field: 'code', headerName: t('accounts.columns.code'), width: 112 },
    {
      field: 'name',
      headerName: t('accounts.columns.name'),
      flex: 1.5,
      minWidth: 130,
      renderCell: NameCell,
    },
    {
      field: 'type',
      headerName: t('accounts.columns.type'),
      width: 110,
      type: 'singleSelect',
      valueOptions: accountTypeOptions(t),
      valueFormatter: (v: AccountType) => t(`accountTypes.${v}`),
    },
    {
      field: 'subtype',
      headerName: t('accounts.columns.subtype'),
      flex: 0.8,
      minWidth: 130,
      valueFormatter: (v: string | null) => subtypeLabel(v, t) ?? EMPTY_DISPLAY,
    },
    // an account only picked for a form comes without a balance: formatKes shows a dash
    moneyColumn('balance', t('accounts.columns.balance'), { width: 140 }),
    editDeleteColumn(
      a,
      t('accounts.columns.actions'),
      100,
      (key, row) => t(`accounts.columns.${key}`, { name: row.name }),
      (row) => !row.systemKey,
    ),
  ];
}
