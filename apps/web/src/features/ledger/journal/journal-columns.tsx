import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { JournalEntry } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { EMPTY_DISPLAY } from '../../../shared/format';
import { actionsColumn, dateColumn } from '../../../shared/lists/grid-columns';
import { moneyColumn } from '../../../shared/lists/list-columns';
import type { RowAction } from '../../../shared/row-actions';
import { StatusChip } from '../../../shared/status-chip';

export interface JournalActions {
  canUpdate: boolean;
  canDelete: boolean;
  canApprove: boolean;
  onView: (entry: JournalEntry) => void;
  onEdit: (entry: JournalEntry) => void;
  onPost: (entry: JournalEntry) => void;
  onReverse: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
  t: TFunction<'ledger'>;
}

function StatusCell({ row }: { row: JournalEntry }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
      <StatusChip status={row.status} />
      {row.reversedById && <StatusChip status="Reversed" />}
    </Box>
  );
}

type JournalAction = 'post' | 'edit' | 'delete' | 'view' | 'reverse';

function actionsOf(a: JournalActions, row: JournalEntry): RowAction[] {
  const item = (key: JournalAction, icon: ReactElement, onClick: () => void, shown: boolean) => ({
    key,
    icon,
    label: a.t(`journal.columns.${key}Named`, { number: row.number }),
    onClick,
    shown,
  });
  if (row.status === 'Draft') {
    return [
      item('post', <DoneAllIcon />, () => a.onPost(row), a.canApprove),
      item('edit', <EditIcon />, () => a.onEdit(row), a.canUpdate),
      item('delete', <DeleteIcon />, () => a.onDelete(row), a.canDelete),
    ];
  }
  return [
    item('view', <VisibilityIcon />, () => a.onView(row), true),
    item('reverse', <UndoIcon />, () => a.onReverse(row), a.canApprove && !row.reversedById),
  ];
}

export function journalColumns(a: JournalActions): GridColDef<JournalEntry>[] {
  const { t } = a;
  return [
    { field: 'number', headerName: t('journal.columns.number'), width: 130 },
    dateColumn('date', t('journal.columns.date'), { width: 125 }),
    {
      field: 'memo',
      headerName: t('journal.columns.memo'),
      flex: 1,
      minWidth: 180,
      // translate="no": the entry's own memo as posted (the books write it once, in English for automatic
      // entries), not interface text
      renderCell: ({ value }) => <span translate="no">{value ?? EMPTY_DISPLAY}</span>,
    },
    { field: 'status', headerName: t('journal.columns.status'), width: 190, renderCell: StatusCell },
    moneyColumn('totalDebit', t('journal.columns.amount'), { width: 160 }),
    actionsColumn<JournalEntry>(t('journal.columns.actions'), 130, (row) => actionsOf(a, row)),
  ];
}
