import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_PERIODS, type ReportPeriodKey } from './report-periods';
import { useReportsText } from './use-reports-text';

/** "Period": this/last month, quarter, financial year, or custom dates. */
export function ReportPeriodField({
  value,
  onChange,
}: {
  value: ReportPeriodKey;
  onChange: (period: ReportPeriodKey) => void;
}) {
  const { t } = useReportsText();
  return (
    <TextField
      select
      label={t('filters.period')}
      value={value}
      onChange={(e) => onChange(e.target.value as ReportPeriodKey)}
      sx={{ width: { xs: '100%', sm: 210 } }}
    >
      {REPORT_PERIODS.map((p) => (
        <MenuItem key={p} value={p}>
          {t(`periods.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
