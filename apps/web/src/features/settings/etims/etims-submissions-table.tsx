import ReplayIcon from '@mui/icons-material/Replay';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ETIMS_SUBMISSION_STATES, type EtimsSubmission } from '@tawi/contracts';
import { statusLabel } from '@tawi/domain';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { DataTable } from '../../../shared/data-table';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { EMPTY_DISPLAY, formatDateTime } from '../../../shared/format';
import { ListToolbar } from '../../../shared/list-toolbar';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { ENDPOINT_LABELS, useEtimsSubmissions, useResendEtims } from './etims-api';

const COLORS = { queued: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

function columns(canResend: boolean, onResend: (s: EtimsSubmission) => void): GridColDef<EtimsSubmission>[] {
  return [
    { field: 'documentNumber', headerName: 'Document', flex: 1, minWidth: 160, sortable: false },
    {
      field: 'endpoint',
      headerName: 'Call',
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <span>
          {ENDPOINT_LABELS[row.endpoint] ?? row.endpoint}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {row.endpoint}
          </Typography>
        </span>
      ),
    },
    {
      field: 'status',
      headerName: 'Status',
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip label={statusLabel(row.status)} color={COLORS[row.status]} size="small" variant="outlined" />
      ),
    },
    { field: 'attempts', headerName: 'Attempts', width: 90, type: 'number', sortable: false },
    {
      field: 'error',
      headerName: 'KRA answer',
      flex: 1.5,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) =>
        row.error ? (
          <Typography variant="body2" color="error">
            {row.error}
          </Typography>
        ) : (
          EMPTY_DISPLAY
        ),
    },
    {
      field: 'sentAt',
      headerName: 'Sent',
      width: 170,
      sortable: false,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : EMPTY_DISPLAY),
    },
    {
      field: 'actions',
      type: 'actions',
      width: 60,
      getActions: ({ row }) =>
        canResend && row.status === 'failed'
          ? [
              <GridActionsCellItem
                key="resend"
                icon={<ReplayIcon />}
                label={`Resend ${row.documentNumber}`}
                onClick={() => onResend(row)}
              />,
            ]
          : [],
    },
  ];
}

/** What Tawi told KRA or will: each call, its state, tries and KRA's refusal; a failed one is resent. */
export function EtimsSubmissionsTable({ canResend }: { canResend: boolean }) {
  const [status, setStatus] = useState<EtimsSubmission['status'] | ''>('');
  const { paging, setPaging, query } = useServerPaging({ status });
  const submissions = useEtimsSubmissions({ ...query, status });
  const resend = useResendEtims();
  const cols = useMemo(
    () =>
      columns(canResend, (s) =>
        resend.mutate(s.id, {
          onSuccess: () => toast.success(`${s.documentNumber}: queued for KRA again`),
          onError: (err) => toast.error(errorMessage(err)),
        }),
      ),
    [canResend, resend.mutate],
  );
  return (
    <>
      <ListToolbar>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Submissions to KRA
        </Typography>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as EtimsSubmission['status'] | '')}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {ETIMS_SUBMISSION_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label="eTIMS submissions"
        {...pagedQueryProps(submissions)}
        columns={cols}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        getRowHeight={() => 'auto'}
        emptyTitle={status ? 'No submission in this state' : 'Nothing sent to KRA yet'}
        emptyDescription="Invoices, credit notes, bills and stock movements are queued here once eTIMS is on and the device initialised."
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </>
  );
}
