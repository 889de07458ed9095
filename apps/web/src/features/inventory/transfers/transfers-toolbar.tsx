import type { TransferStatus } from '@tawi/domain';
import { DateInput } from '../../../shared/date-input';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { searchTexts } from '../../../shared/lists/list-texts';
import { SearchToolbar } from '../../../shared/lists/search-toolbar';
import { useStatusLabel } from '../../../shared/status-label';
import { useInventoryText } from '../use-inventory-text';

export interface TransferListFilters {
  search: string;
  status: TransferStatus | '';
  from: string;
  to: string;
}

/** Canceled transfers are flagged deleted and leave the lists, so they are not offered. */
const LISTED_STATUSES: TransferStatus[] = ['Pending', 'In Transit', 'Received'];

export function TransfersToolbar({
  filters,
  onChange,
}: {
  filters: TransferListFilters;
  onChange: (change: Partial<TransferListFilters>) => void;
}) {
  const statusLabel = useStatusLabel();
  const { t } = useInventoryText();
  return (
    <SearchToolbar
      value={filters.search}
      onChange={(search) => onChange({ search })}
      {...searchTexts((key) => t(`transfers.toolbar.${key}`))}
    >
      <FilterSelect
        label={t('transfers.toolbar.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        allLabel={t('transfers.toolbar.allStatuses')}
        options={LISTED_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        sx={{ minWidth: 150 }}
      />
      <DateInput
        label={t('transfers.toolbar.from')}
        value={filters.from}
        onChange={(from) => onChange({ from })}
        sx={{ width: 170 }}
      />
      <DateInput
        label={t('transfers.toolbar.to')}
        value={filters.to}
        onChange={(to) => onChange({ to })}
        error={Boolean(filters.from && filters.to && filters.from > filters.to)}
        sx={{ width: 170 }}
      />
    </SearchToolbar>
  );
}
