import HistoryIcon from '@mui/icons-material/History';
import type { AuditEntry } from '@tawi/contracts';
import { useMemo, useState } from 'react';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { filteredEmptyTexts, searchTexts } from '../../../shared/lists/list-texts';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { ServerDataTable } from '../../../shared/lists/server-data-table';
import { useSearchText } from '../../../shared/lists/use-search-text';
import { useServerList } from '../../../shared/lists/use-server-list';
import { PageHeader } from '../../../shared/page-header';
import { SettingsBreadcrumb } from '../settings-breadcrumb';
import { useSettingsText } from '../use-settings-text';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, useAuditLog } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditDetailDialog } from './audit-detail-dialog';

export function AuditLogPage() {
  const { t } = useSettingsText();
  const { text, setText, search } = useSearchText();
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [details, setDetails] = useState<AuditEntry | null>(null);
  const log = useServerList(useAuditLog, { filter: { search, entity, action } });
  const columns = useMemo(() => auditColumns(setDetails, t), [t]);

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        breadcrumb={<SettingsBreadcrumb />}
      />
      <SearchToolbar value={text} onChange={setText} {...searchTexts((key) => t(`audit.${key}`))}>
        <FilterSelect
          label={t('audit.record')}
          value={entity}
          onChange={setEntity}
          allLabel={t('audit.allRecords')}
          options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))}
          sx={{ minWidth: 170 }}
        />
        <FilterSelect
          label={t('audit.action')}
          value={action}
          onChange={setAction}
          allLabel={t('audit.allActions')}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
          sx={{ minWidth: 150 }}
        />
      </SearchToolbar>
      <ServerDataTable
        label={t('audit.title')}
        {...log}
        columns={columns}
        onCellClick={({ field, row }) => field !== 'details' && setDetails(row)}
        {...filteredEmptyTexts(Boolean(search || entity || action), (key) => t(`audit.${key}`))}
        emptyIcon={HistoryIcon}
      />
      {details && <AuditDetailDialog entry={details} onClose={() => setDetails(null)} />}
    </>
  );
}
