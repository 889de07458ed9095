import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import toast from 'react-hot-toast';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { searchTexts } from '../../../shared/lists/list-texts';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useListFilters } from '../../../shared/lists/use-list-filters';
import { useScreenSize } from '../../../shared/lists/use-screen-size';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { useSession } from '../../../shared/session/session-context';
import { DeliveryStatusFilter } from '../delivery-status-filter';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { useOutbox, useRetryOutbox } from './outbox-api';
import { outboxColumns } from './outbox-columns';

const NO_FILTERS = { search: '', status: '' };
const SORTABLE = new Set(['createdAt', 'to', 'subject', 'status']);

function NoSmtpNotice({ t }: { t: TFunction<'settings'> }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{t('outbox.noSmtpTitle')}</AlertTitle>
      <Trans
        t={t}
        i18nKey="outbox.noSmtp"
        components={{ mail: <Link component={RouterLink} to="/dashboard/settings/mail" />, code: <code /> }}
      />
    </Alert>
  );
}

/** Settings, Outbox: every email the app sent or keeps to send, with its PDF and a retry. */
export function OutboxPage() {
  const { can } = useSession();
  const { t } = useSettingsText();
  const { narrow } = useScreenSize();
  const { filters, setFilters, search, filtered } = useListFilters(NO_FILTERS);
  const status = filters.status as OutboxStatus | '';
  const outbox = useServerList(useOutbox, {
    filter: { search, status },
    sortable: SORTABLE,
    defaultSort: { field: 'createdAt', sort: 'desc' },
    alwaysSorted: true,
  });
  const { mutate: retry, isPending: retrying, variables: retryingId } = useRetryOutbox();
  const smtp = outbox.query.data?.smtpConfigured;
  const onRetry = useCallback(
    (m: OutboxMessage) =>
      retry(m.id, {
        onSuccess: () => toast.success(t('outbox.sentTo', { subject: m.subject, to: m.to })),
        onError: (err) => toast.error(errorMessage(err)),
      }),
    [retry, t],
  );
  const canRetry = smtp === true && can('settings:update');
  const columns = useMemo(
    () => outboxColumns({ narrow, canRetry, retrying: retrying ? (retryingId ?? null) : null, onRetry, t }),
    [narrow, canRetry, retrying, retryingId, onRetry, t],
  );

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        description={t('outbox.description')}
        breadcrumb={<SettingsBreadcrumb />}
      />
      {smtp === false && <NoSmtpNotice t={t} />}
      <SearchToolbar
        value={filters.search}
        onChange={(v) => setFilters({ search: v })}
        {...searchTexts((key) => t(`outbox.${key}`))}
      >
        <DeliveryStatusFilter
          value={status}
          onChange={(value) => setFilters({ status: value })}
          statuses={OUTBOX_STATUSES}
        />
      </SearchToolbar>
      <ServerDataTable
        label={t('outbox.title')}
        {...outbox}
        columns={columns}
        getRowHeight={() => 'auto'}
        emptyTitle={filtered ? t('outbox.noMatchTitle') : t('outbox.emptyTitle')}
        emptyDescription={
          filtered
            ? t('outbox.noMatchDescription')
            : smtp === false
              ? t('outbox.emptyNoSmtp')
              : t('outbox.emptyDescription')
        }
        emptyIcon={OutboxIcon}
        columnVisibilityModel={{ createdAt: !narrow, to: !narrow, sentAt: !narrow }}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </>
  );
}
