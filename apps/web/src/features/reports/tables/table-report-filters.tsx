import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReportFilter, TableReportInfo } from '@tawi/contracts';
import { DateInput } from '../../../shared/date-input';
import { useSession } from '../../../shared/session/session-context';
import { CustomerField } from '../../customers/customer-field';
import { SupplierField } from '../../trade/supplier-field';
import { ReportPeriodField } from '../report-period-field';
import type { TableReportParams } from './table-report-params';

export interface TableReportFiltersProps {
  info: TableReportInfo;
  params: TableReportParams;
  onChange: (patch: Partial<TableReportParams>) => void;
}

const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const field = { width: { xs: '100%', sm: 190 } } as const;

/** Filters reached only by a drill-down (one product, one user): a chip that clears it. */
const CHIP_LABELS: Partial<Record<ReportFilter, string>> = { productId: 'One product', userId: 'One user' };

/** The period (shortcut or custom dates), branch and the report's own filters. */
export function TableReportFilters({ info, params, onChange }: TableReportFiltersProps) {
  const { me } = useSession();
  const setFilter = (name: ReportFilter, value: string) => onChange({ filters: { [name]: value } });
  const filters = info.filters ?? [];
  return (
    <Box role="search" aria-label="Report filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <ReportPeriodField value={params.period} onChange={(period) => onChange({ period })} />
      {!info.asAt && (
        <DateInput
          label="From"
          value={params.from}
          onChange={(from) => from && onChange({ period: 'custom', from })}
          error={params.from > params.to}
          helperText={params.from > params.to ? 'After the end date' : undefined}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
      )}
      <DateInput
        label={info.asAt ? 'As at' : 'To'}
        value={params.to}
        onChange={(to) => to && onChange({ period: 'custom', to })}
        sx={{ width: { xs: info.asAt ? '100%' : 'calc(50% - 8px)', sm: 170 } }}
      />
      {me.branches.length > 1 && (
        <TextField
          select
          label="Branch"
          value={params.branchId}
          onChange={(e) => onChange({ branchId: e.target.value })}
          sx={field}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">All branches</MenuItem>
          {me.branches.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {filters.includes('interval') && (
        <TextField
          select
          label="By"
          value={params.filters.interval ?? 'month'}
          onChange={(e) => setFilter('interval', e.target.value)}
          sx={field}
        >
          <MenuItem value="day">Day</MenuItem>
          <MenuItem value="week">Week</MenuItem>
          <MenuItem value="month">Month</MenuItem>
        </TextField>
      )}
      {filters.includes('contactKind') && (
        <TextField
          select
          label="Contacts"
          value={params.filters.contactKind ?? ''}
          onChange={(e) => setFilter('contactKind', e.target.value)}
          sx={field}
          slotProps={ALL_OPTION_SLOTS}
        >
          <MenuItem value="">Customers and suppliers</MenuItem>
          <MenuItem value="customer">Customers</MenuItem>
          <MenuItem value="supplier">Suppliers</MenuItem>
        </TextField>
      )}
      {filters.includes('customerId') && (
        <CustomerField
          value={params.filters.customerId ?? ''}
          onChange={(id) => setFilter('customerId', id)}
          emptyLabel="All customers"
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      )}
      {filters.includes('supplierId') && (
        <SupplierField
          value={params.filters.supplierId ?? ''}
          onChange={(id) => setFilter('supplierId', id)}
          emptyLabel="All suppliers"
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      )}
      {filters.flatMap((name) => {
        const label = CHIP_LABELS[name];
        return label && params.filters[name]
          ? [
              <Chip
                key={name}
                label={label}
                onDelete={() => setFilter(name, '')}
                sx={{ alignSelf: 'center' }}
              />,
            ]
          : [];
      })}
    </Box>
  );
}
