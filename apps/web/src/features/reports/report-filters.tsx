import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateInput } from '../../shared/date-input';
import { ALL_OPTION_SLOTS } from '../../shared/documents/input-slots';
import { FilterSelect } from '../../shared/lists/filter-select';
import { useSession } from '../../shared/session/session-context';
import { COMPARABLE_TABS, COMPARISONS, type Comparison, type ReportParams } from './report-params';
import { ReportPeriodField } from './report-period-field';
import { type ExportFormat, ReportExportMenu } from './tables/report-export-menu';
import { useReportsText } from './use-reports-text';

export interface ReportFiltersProps {
  params: ReportParams;
  onChange: (patch: Partial<ReportParams>) => void;
  /** The tab in view as a file; none while the period is not valid. */
  fileUrl: ((format: ExportFormat) => string) | undefined;
  periodError: string | undefined;
}

const half = { width: { xs: 'calc(50% - 8px)', sm: 170 } } as const;

/**
 * The period (a shortcut, or custom dates: choosing Custom keeps the shortcut's days to edit),
 * branch, comparison and the exports of the tab in view.
 */
export function ReportFilters({ params, onChange, fileUrl, periodError }: ReportFiltersProps) {
  const { me } = useSession();
  const { t } = useReportsText();
  const balanceSheet = params.tab === 'balance-sheet';
  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <ReportPeriodField value={params.period} onChange={(period) => onChange({ period })} />
      {!balanceSheet && (
        <DateInput
          label={t('filters.from')}
          value={params.from}
          onChange={(from) => from && onChange({ period: 'custom', from })}
          error={Boolean(periodError)}
          helperText={periodError}
          sx={half}
        />
      )}
      <DateInput
        label={balanceSheet ? t('filters.asAt') : t('filters.to')}
        value={params.to}
        onChange={(to) => to && onChange({ period: 'custom', to })}
        sx={half}
      />
      <FilterSelect
        label={t('filters.branch')}
        value={params.branchId}
        onChange={(branchId) => onChange({ branchId })}
        allLabel={t('filters.allBranches')}
        options={me.branches.map((b) => ({ value: b.id, label: b.name }))}
        sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
      />
      {COMPARABLE_TABS.includes(params.tab) && (
        <TextField
          select
          label={t('filters.compareWith')}
          value={params.compare}
          onChange={(e) => onChange({ compare: e.target.value as Comparison })}
          sx={{ minWidth: 190, flexGrow: { xs: 1, sm: 0 } }}
          slotProps={ALL_OPTION_SLOTS}
        >
          {COMPARISONS.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`comparisons.${c || 'none'}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Box sx={{ alignSelf: 'center' }}>
        <ReportExportMenu urlOf={(format) => fileUrl?.(format) ?? ''} disabled={!fileUrl} />
      </Box>
    </Box>
  );
}
