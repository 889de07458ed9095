import AttachFileIcon from '@mui/icons-material/AttachFile';
import ReplayIcon from '@mui/icons-material/Replay';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { OutboxMessage } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../shared/format';
import { actionsColumn, dateTimeColumn, statusColumn } from '../../../shared/lists/grid-columns';
import { documentLabel, outboxAttachmentUrl } from './outbox-api';
import { OutboxStatusChip } from './outbox-status-chip';

export interface OutboxColumnOptions {
  /** Phone width: the address and time go under the subject. */
  narrow: boolean;
  /** Retry is offered when SMTP is configured and the user may change settings. */
  canRetry: boolean;
  retrying: string | null;
  onRetry: (m: OutboxMessage) => void;
  t: TFunction<'settings'>;
}

/** Opens the attachment (the PDF) in a new tab; the link sends the session cookie. */
function openAttachment(m: OutboxMessage) {
  window.open(outboxAttachmentUrl(m.id), '_blank', 'noopener');
}

/** Under the subject: what it carries (on a phone: to whom and when), and why it failed. */
function SubjectCell({ row, narrow, t }: { row: OutboxMessage; narrow: boolean; t: TFunction<'settings'> }) {
  const carried = [documentLabel(row, t), row.document && row.attachmentName].filter(Boolean).join(' · ');
  return (
    <span>
      {row.subject}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {narrow ? `${row.to} · ${formatDateTime(row.createdAt)}` : carried}
      </Typography>
      {row.error && (
        <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
          {row.error}
        </Typography>
      )}
    </span>
  );
}

export function outboxColumns({
  narrow,
  canRetry,
  retrying,
  onRetry,
  t,
}: OutboxColumnOptions): GridColDef<OutboxMessage>[] {
  return [
    dateTimeColumn('createdAt', t('outbox.columns.created'), { width: 170 }),
    {
      field: 'to',
      headerName: t('outbox.columns.to'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_: unknown, row: OutboxMessage) =>
        row.cc ? t('outbox.columns.withCc', { to: row.to, cc: row.cc }) : row.to,
    },
    {
      field: 'subject',
      headerName: t('outbox.columns.subject'),
      flex: 1.5,
      minWidth: narrow ? 120 : 200,
      renderCell: ({ row }) => <SubjectCell row={row} narrow={narrow} t={t} />,
    },
    statusColumn(t('common.status'), { width: 105, cell: OutboxStatusChip }),
    dateTimeColumn('sentAt', t('common.sent'), { width: 170, sortable: false }),
    actionsColumn<OutboxMessage>(t('common.actions'), 90, (row) => [
      {
        key: 'attachment',
        icon: <AttachFileIcon />,
        label: t('outbox.open', { name: row.attachmentName ?? '' }),
        onClick: () => openAttachment(row),
        shown: Boolean(row.attachmentName),
      },
      {
        key: 'retry',
        icon: <ReplayIcon />,
        label: t('outbox.sendAgain', { to: row.to }),
        disabled: retrying === row.id,
        onClick: () => onRetry(row),
        shown: canRetry && row.status !== 'sent',
      },
    ]),
  ];
}
