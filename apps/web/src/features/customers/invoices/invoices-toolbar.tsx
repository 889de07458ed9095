import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { INVOICE_STATUSES } from '@tawi/domain';
import { DateRangeInputs } from '../../../shared/date-range-inputs';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { ListToolbar } from '../../../shared/list-toolbar';
import { SearchField } from '../../../shared/search-field';
import { CustomerField } from '../customer-field';

/** The filters as the address keeps them (text; overdue is 'true' or ''). */
export interface InvoiceUrlFilters extends Record<string, string> {
  search: string;
  status: string;
  customerId: string;
  overdue: string;
  from: string;
  to: string;
}

export const NO_INVOICE_FILTERS: InvoiceUrlFilters = {
  search: '',
  status: '',
  customerId: '',
  overdue: '',
  from: '',
  to: '',
};

export function InvoicesToolbar({
  filters,
  onChange,
}: {
  filters: InvoiceUrlFilters;
  onChange: (change: Partial<InvoiceUrlFilters>) => void;
}) {
  return (
    <ListToolbar>
      <SearchField
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label="Search invoices"
        placeholder="Invoice number or customer"
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
        {INVOICE_STATUSES.map((s) => (
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
