import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SALES_ORDER_STATUSES } from '@tawi/contracts';
import { DateRangeInputs } from '../../../shared/date-range-inputs';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { ListToolbar } from '../../../shared/list-toolbar';
import { SearchField } from '../../../shared/search-field';
import { CustomerField } from '../customer-field';

/** The filters as the address keeps them (text). */
export interface SalesOrderUrlFilters extends Record<string, string> {
  search: string;
  status: string;
  customerId: string;
  from: string;
  to: string;
}

export const NO_SALES_ORDER_FILTERS: SalesOrderUrlFilters = {
  search: '',
  status: '',
  customerId: '',
  from: '',
  to: '',
};

export function SalesOrdersToolbar({
  filters,
  onChange,
}: {
  filters: SalesOrderUrlFilters;
  onChange: (change: Partial<SalesOrderUrlFilters>) => void;
}) {
  return (
    <ListToolbar>
      <SearchField
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label="Search sales orders"
        placeholder="Order number or customer"
      />
      <TextField
        select
        label="Status"
        value={filters.status}
        onChange={(e) => onChange({ status: e.target.value })}
        sx={{ minWidth: 180 }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">All statuses</MenuItem>
        {SALES_ORDER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <CustomerField
        value={filters.customerId}
        onChange={(customerId) => onChange({ customerId })}
        emptyLabel="All customers"
        sx={{ minWidth: 220, flexGrow: { xs: 1, sm: 0 } }}
      />
      <DateRangeInputs
        from={filters.from}
        to={filters.to}
        labels={['From', 'To']}
        onChange={(r) =>
          onChange({ ...(r.from !== undefined && { from: r.from }), ...(r.to !== undefined && { to: r.to }) })
        }
      />
    </ListToolbar>
  );
}
