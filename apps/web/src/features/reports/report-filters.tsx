import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateInput } from '../../shared/date-input';
import { useSession } from '../../shared/session/session-context';
import type { ReportParams } from './report-params';

export interface ReportFiltersProps {
  params: ReportParams;
  onChange: (patch: Partial<ReportParams>) => void;
  /** The current tab as CSV; none while the period is not valid. */
  csvUrl: string | undefined;
  periodError: string | undefined;
}

const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** From, to, branch (or all) and the CSV download of the tab in view. */
export function ReportFilters({ params, onChange, csvUrl, periodError }: ReportFiltersProps) {
  const { me } = useSession();
  const balanceSheet = params.tab === 'balance-sheet';
  return (
    <Box
      role="search"
      aria-label="Report filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <DateInput
        label="From"
        value={params.from}
        onChange={(from) => from && onChange({ from })}
        disabled={balanceSheet}
        error={Boolean(periodError)}
        helperText={balanceSheet ? 'Not used: as at the end date' : periodError}
        sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
      />
      <DateInput
        label="To"
        value={params.to}
        onChange={(to) => to && onChange({ to })}
        sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
      />
      <TextField
        select
        label="Branch"
        value={params.branchId}
        onChange={(e) => onChange({ branchId: e.target.value })}
        sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
        slotProps={ALL_OPTION_SLOTS}
      >
        <MenuItem value="">All branches</MenuItem>
        {me.branches.map((b) => (
          <MenuItem key={b.id} value={b.id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={csvUrl ?? ''}
        download
        disabled={!csvUrl}
        sx={{ alignSelf: 'center' }}
      >
        Download CSV
      </Button>
    </Box>
  );
}
