import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSession } from '../../shared/session/session-context';
import { DASHBOARD_PERIODS, type DashboardPeriodKey } from './dashboard-period';
import { useDashboardText } from './use-dashboard-text';

/** `branch` in the address: '' follows the branch switcher, 'all' is every branch the user reaches. */
export const ALL_BRANCHES = 'all';

/** The period (this month, last month, this quarter, this year) and branch the figures are for. */
export function DashboardToolbar({
  period,
  branchId,
  onChange,
}: {
  period: DashboardPeriodKey;
  /** The branch shown, or ALL_BRANCHES. */
  branchId: string;
  onChange: (patch: { period?: string; branch?: string }) => void;
}) {
  const { me } = useSession();
  const { t } = useDashboardText();
  const field = { flex: { xs: 1, sm: '0 0 auto' }, minWidth: { sm: 180 } } as const;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('toolbar.period')}
        value={period}
        onChange={(e) => onChange({ period: e.target.value })}
        sx={field}
      >
        {DASHBOARD_PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`periods.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {me.branches.length > 1 && (
        <TextField
          select
          size="small"
          label={t('toolbar.branch')}
          value={branchId}
          onChange={(e) => onChange({ branch: e.target.value })}
          sx={field}
        >
          <MenuItem value={ALL_BRANCHES}>{t('toolbar.allBranches')}</MenuItem>
          {me.branches.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
