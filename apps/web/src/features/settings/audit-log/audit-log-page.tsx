import HistoryIcon from '@mui/icons-material/History';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { AuditEntry } from '@tawi/contracts';
import { DEFAULT_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../shared/data-table';
import { ListToolbar } from '../../../shared/list-toolbar';
import { PageHeader } from '../../../shared/page-header';
import { pagedQueryProps } from '../../../shared/paged-query-props';
import { SearchField } from '../../../shared/search-field';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, useAuditLog } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditDetailDialog } from './audit-detail-dialog';

/** Show the 'All ...' option (value '') as a real choice, with the label above it. */
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function AuditLogPage() {
  const { t } = useSettingsText();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [details, setDetails] = useState<AuditEntry | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim());
  const log = useAuditLog({
    page: paging.page + 1,
    limit: paging.pageSize,
    search: debouncedSearch,
    entity,
    action,
  });
  const columns = useMemo(() => auditColumns(setDetails, t), [t]);
  const filtered = Boolean(debouncedSearch || entity || action);
  const firstPage = (update: () => void) => {
    update();
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        breadcrumb={<SettingsBreadcrumb />}
      />
      <ListToolbar>
        <SearchField
          value={search}
          onChange={(v) => firstPage(() => setSearch(v))}
          label={t('audit.searchLabel')}
          placeholder={t('audit.searchPlaceholder')}
        />
        <TextField
          select
          label={t('audit.record')}
          value={entity}
          onChange={(e) => firstPage(() => setEntity(e.target.value))}
          sx={{ minWidth: 170 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">{t('audit.allRecords')}</MenuItem>
          {AUDIT_ENTITIES.map((e) => (
            <MenuItem key={e} value={e}>
              {t(`audit.entities.${e}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('audit.action')}
          value={action}
          onChange={(e) => firstPage(() => setAction(e.target.value))}
          sx={{ minWidth: 150 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">{t('audit.allActions')}</MenuItem>
          {AUDIT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`audit.actions.${a}`)}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label={t('audit.title')}
        {...pagedQueryProps(log)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ field, row }) => field !== 'details' && setDetails(row)}
        emptyTitle={filtered ? t('audit.noMatchTitle') : t('audit.emptyTitle')}
        emptyDescription={filtered ? t('audit.noMatchDescription') : t('audit.emptyDescription')}
        emptyIcon={HistoryIcon}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {details && <AuditDetailDialog entry={details} onClose={() => setDetails(null)} />}
    </>
  );
}
