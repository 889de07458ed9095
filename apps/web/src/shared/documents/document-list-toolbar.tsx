import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { DateRangeInputs } from '../date-range-inputs';
import { ListToolbar } from '../list-toolbar';
import { SearchField } from '../search-field';
import { useStatusLabel } from '../status-label';
import { ALL_OPTION_SLOTS } from './input-slots';
import { useDocumentsText } from './use-documents-text';

/** A document list's filters as the address keeps them: text, '' for none. */
export type DocumentUrlFilters = Record<string, string> & { search: string; status: string };

/** The customer or supplier picker in a document list's toolbar. */
export const PARTY_FILTER_SX = { minWidth: 220, flexGrow: { xs: 1, sm: 0 } } as const;

export interface DocumentListToolbarProps<F extends DocumentUrlFilters> {
  filters: F;
  onChange: (change: Partial<F>) => void;
  /** The search box's label and the hint inside it. */
  search: { label: string; placeholder: string };
  /** The document's statuses, offered after "All statuses". */
  statuses: readonly string[];
  statusWidth: number;
  /** The customer or supplier picker, after the status (none for a list of one party's own kind). */
  party?: ReactNode;
  /** A date range: the filters that hold its two ends, and the boxes' labels. */
  dates?: { keys: readonly [keyof F & string, keyof F & string]; labels: [string, string] };
  /** Offer "Overdue only", kept in the `overdue` filter as 'true' or ''. */
  overdue?: boolean;
}

/** Search, status, customer or supplier, and optionally dates and "Overdue only" above a document list. */
export function DocumentListToolbar<F extends DocumentUrlFilters>({
  filters,
  onChange,
  search,
  statuses,
  statusWidth,
  party,
  dates,
  overdue,
}: DocumentListToolbarProps<F>) {
  const statusLabel = useStatusLabel();
  const { t } = useDocumentsText();
  // The keys are F's own (or `overdue`, offered only where F keeps it); only the values are new.
  const set = (change: Record<string, string>) => onChange(change as Partial<F>);
  return (
    <ListToolbar>
      <SearchField
        value={filters.search}
        onChange={(text) => set({ search: text })}
        label={search.label}
        placeholder={search.placeholder}
      />
      <TextField
        select
        label={t('list.status')}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ minWidth: statusWidth }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">{t('list.allStatuses')}</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(s)}
          </MenuItem>
        ))}
      </TextField>
      {party}
      {dates && (
        <DateRangeInputs
          from={filters[dates.keys[0]] ?? ''}
          to={filters[dates.keys[1]] ?? ''}
          labels={dates.labels}
          onChange={(r) =>
            set({
              ...(r.from !== undefined && { [dates.keys[0]]: r.from }),
              ...(r.to !== undefined && { [dates.keys[1]]: r.to }),
            })
          }
        />
      )}
      {overdue && (
        <FormControlLabel
          control={
            <Switch
              checked={filters.overdue === 'true'}
              onChange={(_, on) => set({ overdue: on ? 'true' : '' })}
            />
          }
          label={t('list.overdueOnly')}
        />
      )}
    </ListToolbar>
  );
}
