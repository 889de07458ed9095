import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TransferStatus } from '@tawi/domain';
import { DateInput } from '../../../shared/date-input';
import { ListToolbar } from '../../../shared/list-toolbar';
import { SearchField } from '../../../shared/search-field';
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
const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

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
    <ListToolbar>
      <SearchField
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label={t('transfers.toolbar.searchLabel')}
        placeholder={t('transfers.toolbar.searchPlaceholder')}
      />
      <TextField
        select
        label={t('transfers.toolbar.status')}
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value as TransferStatus | '' })}
        sx={{ minWidth: 150 }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">{t('transfers.toolbar.allStatuses')}</MenuItem>
        {LISTED_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(s)}
          </MenuItem>
        ))}
      </TextField>
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
    </ListToolbar>
  );
}
