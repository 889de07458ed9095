import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BILL_STATUSES } from '@tawi/domain';
import { DateRangeInputs } from '../../../shared/date-range-inputs';
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
      <DateRangeInputs
        from={filters.dueFrom}
        to={filters.dueTo}
        labels={['Due from', 'Due to']}
        onChange={(r) =>
          onChange({
            ...(r.from !== undefined && { dueFrom: r.from }),
            ...(r.to !== undefined && { dueTo: r.to }),
          })
        }
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
