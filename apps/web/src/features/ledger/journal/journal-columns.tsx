import DeleteIcon from '@mui/icons-material/Delete';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridActionsCellItemProps, type GridColDef } from '@mui/x-data-grid';
import type { JournalEntry } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { EMPTY_DISPLAY, formatDate } from '../../../shared/format';
import { moneyColumn } from '../../../shared/lists/list-columns';
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

type RowAction = 'post' | 'edit' | 'delete' | 'view' | 'reverse';

function actionsOf(a: JournalActions, row: JournalEntry): ReactElement<GridActionsCellItemProps>[] {
  const item = (key: RowAction, icon: ReactElement, onClick: () => void) => (
    <GridActionsCellItem
      key={key}
      icon={icon}
      label={a.t(`journal.columns.${key}Named`, { number: row.number })}
      onClick={onClick}
    />
  );
  if (row.status === 'Draft') {
    return [
      ...(a.canApprove ? [item('post', <DoneAllIcon />, () => a.onPost(row))] : []),
      ...(a.canUpdate ? [item('edit', <EditIcon />, () => a.onEdit(row))] : []),
      ...(a.canDelete ? [item('delete', <DeleteIcon />, () => a.onDelete(row))] : []),
    ];
  }
  return [
    item('view', <VisibilityIcon />, () => a.onView(row)),
    ...(a.canApprove && !row.reversedById ? [item('reverse', <UndoIcon />, () => a.onReverse(row))] : []),
  ];
}

export function journalColumns(a: JournalActions): GridColDef<JournalEntry>[] {
  const { t } = a;
  return [
    { field: 'number', headerName: t('journal.columns.number'), width: 130 },
    {
      field: 'date',
      headerName: t('journal.columns.date'),
      width: 125,
      valueFormatter: (v: string) => formatDate(v),
    },
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
    {
      field: 'actions',
      type: 'actions',
      headerName: t('journal.columns.actions'),
      width: 130,
      getActions: ({ row }) => actionsOf(a, row),
    },
  ];
}
