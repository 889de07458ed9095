import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReportFilter, TableReportInfo } from '@tawi/contracts';
import { DateInput } from '../../../shared/date-input';
import { FilterSelect } from '../../../shared/lists/filter-select';
import { useSession } from '../../../shared/session/session-context';
import { CustomerField } from '../../customers/customer-field';
import { SupplierField } from '../../trade/supplier-field';
import { ReportPeriodField } from '../report-period-field';
import { useReportsText } from '../use-reports-text';
import type { TableReportParams } from './table-report-params';

export interface TableReportFiltersProps {
  info: TableReportInfo;
  params: TableReportParams;
  onChange: (patch: Partial<TableReportParams>) => void;
}

const field = { width: { xs: '100%', sm: 190 } } as const;

/** Filters reached only by a drill-down (one product, one user): a chip that clears it, worded in `filters`. */
const CHIP_LABELS: Partial<Record<ReportFilter, 'oneProduct' | 'oneUser'>> = {
  productId: 'oneProduct',
  userId: 'oneUser',
};

/** The period (shortcut or custom dates), branch and the report's own filters. */
export function TableReportFilters({ info, params, onChange }: TableReportFiltersProps) {
  const { me } = useSession();
  const { t } = useReportsText();
  const setFilter = (name: ReportFilter, value: string) => onChange({ filters: { [name]: value } });
  const filters = info.filters ?? [];
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <ReportPeriodField value={params.period} onChange={(period) => onChange({ period })} />
      {!info.asAt && (
        <DateInput
          label={t('filters.from')}
          value={params.from}
          onChange={(from) => from && onChange({ period: 'custom', from })}
          error={params.from > params.to}
          helperText={params.from > params.to ? t('filters.afterEnd') : undefined}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
      )}
      <DateInput
        label={info.asAt ? t('filters.asAt') : t('filters.to')}
        value={params.to}
        onChange={(to) => to && onChange({ period: 'custom', to })}
        sx={{ width: { xs: info.asAt ? '100%' : 'calc(50% - 8px)', sm: 170 } }}
      />
      {me.branches.length > 1 && (
        <FilterSelect
          label={t('filters.branch')}
          value={params.branchId}
          onChange={(branchId) => onChange({ branchId })}
          allLabel={t('filters.allBranches')}
          options={me.branches.map((b) => ({ value: b.id, label: b.name }))}
          sx={field}
        />
      )}
      {filters.includes('interval') && (
        <TextField
          select
          label={t('filters.by')}
          value={params.filters.interval ?? 'month'}
          onChange={(e) => setFilter('interval', e.target.value)}
          sx={field}
        >
          <MenuItem value="day">{t('filters.day')}</MenuItem>
          <MenuItem value="week">{t('filters.week')}</MenuItem>
          <MenuItem value="month">{t('filters.month')}</MenuItem>
        </TextField>
      )}
      {filters.includes('contactKind') && (
        <FilterSelect
          label={t('filters.contacts')}
          value={params.filters.contactKind ?? ''}
          onChange={(kind) => setFilter('contactKind', kind)}
          allLabel={t('filters.customersAndSuppliers')}
          options={[
            { value: 'customer', label: t('filters.customers') },
            { value: 'supplier', label: t('filters.suppliers') },
          ]}
          sx={field}
        />
      )}
      {filters.includes('customerId') && (
        <CustomerField
          value={params.filters.customerId ?? ''}
          onChange={(id) => setFilter('customerId', id)}
          emptyLabel={t('filters.allCustomers')}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      )}
      {filters.includes('supplierId') && (
        <SupplierField
          value={params.filters.supplierId ?? ''}
          onChange={(id) => setFilter('supplierId', id)}
          emptyLabel={t('filters.allSuppliers')}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      )}
      {filters.flatMap((name) => {
        const label = CHIP_LABELS[name];
        return label && params.filters[name]
          ? [
              <Chip
                key={name}
                label={t(`filters.${label}`)}
                onDelete={() => setFilter(name, '')}
                sx={{ alignSelf: 'center' }}
              />,
            ]
          : [];
      })}
    </Box>
  );
}
