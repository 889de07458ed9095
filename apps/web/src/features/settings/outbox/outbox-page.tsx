import OutboxIcon from '@mui/icons-material/Outbox';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { DataTable } from '../../../shared/data-table';
import { useServerPaging } from '../../../shared/documents/use-server-paging';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { SearchField } from '../../../shared/search-field';
import { useSession } from '../../../shared/session/session-context';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { useOutbox, useRetryOutbox } from './outbox-api';
import { outboxColumns } from './outbox-columns';

const SORTABLE = new Set(['createdAt', 'to', 'subject', 'status']);
const NEWEST_FIRST: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];
const sortParam = ([first]: GridSortModel) =>
  first?.sort && SORTABLE.has(first.field)
    ? `${first.sort === 'desc' ? '-' : ''}${first.field}`
    : '-createdAt';

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
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [filters, setFilters] = useUrlFilters({ search: '', status: '' });
  const [sortModel, setSortModel] = useState<GridSortModel>(NEWEST_FIRST);
  const search = useDebouncedValue(filters.search.trim());
  const status = filters.status as OutboxStatus | '';
  const { paging, setPaging, query } = useServerPaging({ search, status, sortModel });
  const outbox = useOutbox({ ...query, search, status, sort: sortParam(sortModel) });
  const { mutate: retry, isPending: retrying, variables: retryingId } = useRetryOutbox();
  const smtp = outbox.data?.smtpConfigured;
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
  const filtered = Boolean(search || status);

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        description={t('outbox.description')}
        breadcrumb={<SettingsBreadcrumb />}
      />
      {smtp === false && <NoSmtpNotice t={t} />}
      <ListToolbar>
        <SearchField
          value={filters.search}
          onChange={(v) => setFilters({ search: v })}
          label={t('outbox.searchLabel')}
          placeholder={t('outbox.searchPlaceholder')}
        />
        <TextField
          select
          label={t('common.status')}
          value={status}
          onChange={(e) => setFilters({ status: e.target.value })}
          sx={{ minWidth: 150 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('common.allStatuses')}</MenuItem>
          {OUTBOX_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`common.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label={t('outbox.title')}
        {...pagedQueryProps(outbox)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(m) => setSortModel(m.length ? m : NEWEST_FIRST)}
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
