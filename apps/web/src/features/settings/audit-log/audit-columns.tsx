import InfoIcon from '@mui/icons-material/Info';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { EMPTY_DISPLAY, formatDateTime } from '../../../shared/format';
import { actionsColumn, dateTimeColumn } from '../../../shared/lists/grid-columns';
import { describeEntry, entityLabel, entryTitle } from './audit-api';

const ACTION_COLORS = { create: 'success', update: 'info', delete: 'error' } as const;

export function auditColumns(
  onDetails: (entry: AuditEntry) => void,
  t: TFunction<'settings'>,
): GridColDef<AuditEntry>[] {
  return [
    dateTimeColumn('at', t('audit.columns.when'), { width: 190 }),
    {
      field: 'userName',
      headerName: t('audit.columns.who'),
      flex: 1,
      minWidth: 150,
      valueFormatter: (v: string | null) => v ?? t('audit.system'),
    },
    {
      field: 'action',
      headerName: t('audit.columns.action'),
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          label={t(`audit.actions.${row.action}`)}
          size="small"
          variant="outlined"
          color={ACTION_COLORS[row.action]}
        />
      ),
    },
    {
      field: 'entity',
      headerName: t('audit.columns.record'),
      width: 150,
      valueFormatter: (v: string) => entityLabel(v, t),
    },
    {
      field: 'summary',
      headerName: t('audit.columns.summary'),
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_v, row) => describeEntry(row) ?? EMPTY_DISPLAY,
    },
    actionsColumn<AuditEntry>(
      t('audit.columns.details'),
      80,
      (row) => [
        {
          key: 'details',
          icon: <InfoIcon />,
          label: t('audit.detailsOf', { entry: entryTitle(row, t), at: formatDateTime(row.at) }),
          onClick: () => onDetails(row),
          shown: true,
        },
      ],
      'details',
    ),
  ];
}
