import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VAT_STATUSES } from '@tawi/contracts';
import { ALL_OPTION_SLOTS } from '../../shared/documents/input-slots';
import { ListToolbar } from '../../shared/list-toolbar';
import { useStatusLabel } from '../../shared/status-label';
import { useTaxText } from './use-tax-text';
import { vatYears } from './vat-format';

/** The list's filters as the address keeps them: '' is this year, all statuses. */
export interface VatUrlFilters extends Record<string, string> {
  year: string;
  status: string;
}

export const NO_VAT_FILTERS: VatUrlFilters = { year: '', status: '' };

export function VatSummariesToolbar({
  year,
  status,
  thisYear,
  onChange,
}: {
  year: number;
  status: string;
  thisYear: number;
  onChange: (change: Partial<VatUrlFilters>) => void;
}) {
  const statusLabel = useStatusLabel();
  const { t } = useTaxText();
  // a year typed into the address stays selectable
  const years = vatYears(thisYear);
  if (!years.includes(year)) years.push(year);
  return (
    <ListToolbar>
      <TextField
        select
        label={t('list.year')}
        value={String(year)}
        onChange={(e) => onChange({ year: e.target.value === String(thisYear) ? '' : e.target.value })}
        sx={{ minWidth: 120 }}
      >
        {years.map((y) => (
          <MenuItem key={y} value={String(y)}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('common.status')}
        value={status}
        onChange={(e) => onChange({ status: e.target.value })}
        sx={{ minWidth: 160 }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">{t('list.allStatuses')}</MenuItem>
        {VAT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(s)}
          </MenuItem>
        ))}
      </TextField>
    </ListToolbar>
  );
}
