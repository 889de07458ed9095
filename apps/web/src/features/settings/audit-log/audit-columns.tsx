import InfoIcon from '@mui/icons-material/Info';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '@tawi/contracts';
import { EMPTY_DISPLAY, formatDateTime } from '../../../shared/format';
import { actionLabel, describeEntry, entityLabel } from './audit-api';

const ACTION_COLORS = { create: 'success', update: 'info', delete: 'error' } as const;

export function auditColumns(onDetails: (entry: AuditEntry) => void): GridColDef<AuditEntry>[] {
  return [
    { field: 'at', headerName: 'When', width: 190, valueFormatter: (v: string) => formatDateTime(v) },
    {
      field: 'userName',
      headerName: 'Who',
      flex: 1,
      minWidth: 150,
      valueFormatter: (v: string | null) => v ?? 'System',
    },
    {
      field: 'action',
      headerName: 'Action',
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          label={actionLabel(row.action)}
          size="small"
          variant="outlined"
          color={ACTION_COLORS[row.action]}
        />
      ),
    },
    { field: 'entity', headerName: 'Record', width: 150, valueFormatter: (v: string) => entityLabel(v) },
    {
      field: 'summary',
      headerName: 'Summary',
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_v, row) => describeEntry(row) ?? EMPTY_DISPLAY,
    },
    {
      field: 'details',
      type: 'actions',
      headerName: 'Details',
      width: 80,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="details"
          icon={<InfoIcon />}
          label={`Details of ${entityLabel(row.entity)} ${actionLabel(row.action).toLowerCase()} at ${formatDateTime(row.at)}`}
          onClick={() => onDetails(row)}
        />,
      ],
    },
  ];
}
