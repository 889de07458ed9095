import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { useRoleLabel } from '../../shared/role-label';
import { useSession } from '../../shared/session/session-context';
import { useDashboardText } from './use-dashboard-text';

function greeting(hour: number) {
  if (hour < 12) return 'welcome.morning';
  if (hour < 17) return 'welcome.afternoon';
  return 'welcome.evening';
}

export function WelcomeCard() {
  const { me, activeBranch } = useSession();
  const { t } = useDashboardText();
  const roleLabel = useRoleLabel();
  const firstName = me.user.fullName.split(/\s+/)[0] ?? me.user.fullName;
  const now = new Date();
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 4,
        color: 'common.white',
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'linear-gradient(135deg, #123d16 0%, #1b5e20 60%, #256d2a 100%)'
            : 'linear-gradient(135deg, #1b5e20 0%, #2e7d32 55%, #43a047 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ position: 'relative', zIndex: 1 }}>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {formatDate(now.toISOString(), me.company.timeZone)}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 0.5, mb: 1 }}>
          {t(greeting(now.getHours()), { name: firstName })}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 2.5, maxWidth: 640 }}>
          <Trans
            t={t}
            i18nKey={activeBranch ? 'welcome.workingAt' : 'welcome.workingIn'}
            values={{ company: me.company.name, branch: activeBranch?.name }}
            components={{ b: <strong /> }}
          />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip label={t('welcome.company', { name: me.company.name })} sx={chipSx} />
          <Chip
            label={activeBranch ? t('welcome.branch', { name: activeBranch.name }) : t('welcome.noBranch')}
            sx={chipSx}
          />
          <Chip label={t('welcome.role', { role: roleLabel(me.user.userRole) })} sx={chipSx} />
        </Box>
      </Box>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -80,
          top: -80,
          width: 280,
          height: 280,
          borderRadius: '50%',
          border: '40px solid rgba(253, 216, 53, 0.14)',
        }}
      />
    </Paper>
  );
}

const chipSx = { bgcolor: 'rgba(255,255,255,0.16)', color: 'common.white', fontWeight: 500 } as const;
