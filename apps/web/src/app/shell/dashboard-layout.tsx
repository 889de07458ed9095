import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../shared/brand-logo';
import { FullPageSpinner } from '../../shared/full-page-spinner';
import { useSession } from '../../shared/session/session-context';
import { GlobalActions } from './actions/global-actions';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 268;

function SidebarContent({ onNavigate }: { onNavigate: () => void }) {
  const { me } = useSession();
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2.5 }}>
        <Box
          component={RouterLink}
          to="/dashboard"
          onClick={onNavigate}
          aria-label={t('nav.home')}
          sx={{ textDecoration: 'none', display: 'inline-flex' }}
        >
          <BrandLogo size={30} />
        </Box>
      </Toolbar>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <SidebarNav onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 1.5 }}>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {me.company.name}
        </Typography>
      </Box>
    </Box>
  );
}

/** The first Tab stop: jumps past the top bar and menu to the page. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}

/** The signed-in shell: sidebar (permanent at md and up, a drawer below), top bar, and the page. */
export function DashboardLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = () => setMobileOpen(false);

  return (
    <GlobalActions>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
        <SkipLink />
        <TopBar drawerWidth={DRAWER_WIDTH} showMenuButton={!wide} onMenuClick={() => setMobileOpen(true)} />
        <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
          {wide ? (
            <Drawer
              variant="permanent"
              open
              slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
            >
              <SidebarContent onNavigate={() => {}} />
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={closeMobile}
              ModalProps={{ keepMounted: true }}
              slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
            >
              <SidebarContent onNavigate={closeMobile} />
            </Drawer>
          )}
        </Box>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            p: { xs: 2, sm: 3 },
            '&:focus': { outline: 'none' },
          }}
        >
          <Toolbar />
          <Box sx={{ width: '100%', maxWidth: 1400, mx: 'auto', flexGrow: 1, pt: 1 }}>
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </GlobalActions>
  );
}
