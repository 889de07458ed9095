import ReplayIcon from '@mui/icons-material/Replay';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ETIMS_SUBMISSION_STATES, type EtimsSubmission } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { DataTable } from '../../../shared/data-table';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { EMPTY_DISPLAY, formatDateTime } from '../../../shared/format';
import { ListToolbar } from '../../../shared/list-toolbar';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { DeliveryStatusFilter } from '../delivery-status-filter';
import { useSettingsText } from '../use-settings-text';
import { endpointLabel, useEtimsSubmissions, useResendEtims } from './etims-api';

const COLORS = { queued: 'warning', sending: 'info', sent: 'success', failed: 'error' } as const;

function columns(
  canResend: boolean,
  onResend: (s: EtimsSubmission) => void,
  t: TFunction<'settings'>,
): GridColDef<EtimsSubmission>[] {
  return [
    {
      field: 'documentNumber',
      headerName: t('etims.submissions.columns.document'),
      flex: 1,
      minWidth: 160,
      sortable: false,
    },
    {
      field: 'endpoint',
      headerName: t('etims.submissions.columns.call'),
      minWidth: 190,
      sortable: false,
      renderCell: ({ row }) => (
        <span>
          {endpointLabel(row.endpoint, t)}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {row.endpoint}
          </Typography>
        </span>
      ),
    },
    {
      field: 'status',
      headerName: t('common.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          label={t(`common.statuses.${row.status}`)}
          color={COLORS[row.status]}
          size="small"
          variant="outlined"
        />
      ),
    },
    {
      field: 'attempts',
      headerName: t('etims.submissions.columns.attempts'),
      width: 90,
      type: 'number',
      sortable: false,
    },
    {
      field: 'error',
      headerName: t('etims.submissions.columns.answer'),
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
      headerName: t('common.sent'),
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
                label={t('etims.submissions.resend', { number: row.documentNumber })}
                onClick={() => onResend(row)}
              />,
            ]
          : [],
    },
  ];
}

/** What Tawi told KRA or will: each call, its state, tries and KRA's refusal; a failed one is resent. */
export function EtimsSubmissionsTable({ canResend }: { canResend: boolean }) {
  const { t } = useSettingsText();
  const [status, setStatus] = useState<EtimsSubmission['status'] | ''>('');
  const { paging, setPaging, query } = useServerPaging({ status });
  const submissions = useEtimsSubmissions({ ...query, status });
  const resend = useResendEtims();
  const cols = useMemo(
    () =>
      columns(
        canResend,
        (s) =>
          resend.mutate(s.id, {
            onSuccess: () => toast.success(t('etims.submissions.requeued', { number: s.documentNumber })),
            onError: (err) => toast.error(errorMessage(err)),
          }),
        t,
      ),
    [canResend, resend.mutate, t],
  );
  return (
    <>
      <ListToolbar>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('etims.submissions.title')}
        </Typography>
        <DeliveryStatusFilter value={status} onChange={setStatus} statuses={ETIMS_SUBMISSION_STATES} />
      </ListToolbar>
      <DataTable
        label={t('etims.submissions.label')}
        {...pagedQueryProps(submissions)}
        columns={cols}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        getRowHeight={() => 'auto'}
        emptyTitle={status ? t('etims.submissions.noMatchTitle') : t('etims.submissions.emptyTitle')}
        emptyDescription={t('etims.submissions.emptyDescription')}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </>
  );
}
