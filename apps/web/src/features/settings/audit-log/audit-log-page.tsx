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
import { AUDIT_ACTIONS, AUDIT_ENTITIES, useAuditLog } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditDetailDialog } from './audit-detail-dialog';

/** Show the 'All ...' option (value '') as a real choice, with the label above it. */
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export function AuditLogPage() {
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
  const columns = useMemo(() => auditColumns(setDetails), []);
  const filtered = Boolean(debouncedSearch || entity || action);
  const firstPage = (update: () => void) => {
    update();
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to your business's settings: who made it, when, and what it was before and after."
        breadcrumb={<SettingsBreadcrumb />}
      />
      <ListToolbar>
        <SearchField
          value={search}
          onChange={(v) => firstPage(() => setSearch(v))}
          label="Search the log"
          placeholder="Summary, person or record id"
        />
        <TextField
          select
          label="Record"
          value={entity}
          onChange={(e) => firstPage(() => setEntity(e.target.value))}
          sx={{ minWidth: 170 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All records</MenuItem>
          {AUDIT_ENTITIES.map((e) => (
            <MenuItem key={e.value} value={e.value}>
              {e.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Action"
          value={action}
          onChange={(e) => firstPage(() => setAction(e.target.value))}
          sx={{ minWidth: 150 }}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All actions</MenuItem>
          {AUDIT_ACTIONS.map((a) => (
            <MenuItem key={a.value} value={a.value}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
      </ListToolbar>
      <DataTable
        label="Audit log"
        {...pagedQueryProps(log)}
        columns={columns}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        disableColumnSorting
        onCellClick={({ field, row }) => field !== 'details' && setDetails(row)}
        emptyTitle={filtered ? 'Nothing matches these filters' : 'No changes recorded yet'}
        emptyDescription={
          filtered ? 'Clear the search or pick other filters.' : 'Changes to settings will be listed here.'
        }
        emptyIcon={HistoryIcon}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
      {details && <AuditDetailDialog entry={details} onClose={() => setDetails(null)} />}
    </>
  );
}
