import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BILL_STATUSES } from '@tawi/domain';
import { DateInput } from '../../../shared/date-input';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { ListToolbar } from '../../../shared/list-toolbar';
import { SearchField } from '../../../shared/search-field';
import { SupplierField } from '../supplier-field';

/** The filters as the address keeps them (text; overdue is 'true' or ''). */
export interface BillUrlFilters extends Record<string, string> {
  search: string;
  status: string;
  supplierId: string;
  overdue: string;
  dueFrom: string;
  dueTo: string;
}

export const NO_BILL_FILTERS: BillUrlFilters = {
  search: '',
  status: '',
  supplierId: '',
  overdue: '',
  dueFrom: '',
  dueTo: '',
};

export function BillsToolbar({
  filters,
  onChange,
}: {
  filters: BillUrlFilters;
  onChange: (change: Partial<BillUrlFilters>) => void;
}) {
  const badRange = Boolean(filters.dueFrom && filters.dueTo && filters.dueFrom > filters.dueTo);
  return (
    <ListToolbar>
      <SearchField
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label="Search bills"
        placeholder="Bill, supplier or invoice number"
      />
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value })}
        sx={{ minWidth: 160 }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">All statuses</MenuItem>
        {BILL_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <SupplierField
        value={filters.supplierId}
        onChange={(supplierId) => onChange({ supplierId })}
        emptyLabel="All suppliers"
        sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
      />
      <DateInput
        label="Due from"
        value={filters.dueFrom}
        onChange={(dueFrom) => onChange({ dueFrom })}
        sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
      />
      <DateInput
        label="Due to"
        value={filters.dueTo}
        onChange={(dueTo) => onChange({ dueTo })}
        error={badRange}
        helperText={badRange ? 'Before the start' : undefined}
        sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.overdue === 'true'}
            onChange={(_, on) => onChange({ overdue: on ? 'true' : '' })}
          />
        }
        label="Overdue only"
      />
    </ListToolbar>
  );
}
