import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_PERIODS, type ReportPeriodKey } from './report-periods';

/** "Period": this/last month, quarter, financial year, or custom dates. */
export function ReportPeriodField({
  value,
  onChange,
}: {
  value: ReportPeriodKey;
  onChange: (period: ReportPeriodKey) => void;
}) {
  return (
    <TextField
      select
      label="Period"
      value={value}
      onChange={(e) => onChange(e.target.value as ReportPeriodKey)}
      sx={{ width: { xs: '100%', sm: 210 } }}
    >
      {REPORT_PERIODS.map((p) => (
        <MenuItem key={p.key} value={p.key}>
          {p.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
