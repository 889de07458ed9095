import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-context';
import { SearchButton } from './actions/search-button';
import { BranchSwitcher } from './branch-switcher';
import { CompanyAvatar } from './company-avatar';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  drawerWidth: number;
  showMenuButton: boolean;
  onMenuClick: () => void;
}

export function TopBar({ drawerWidth, showMenuButton, onMenuClick }: TopBarProps) {
  const { me } = useSession();
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      sx={{
        width: { md: `calc(100% - ${drawerWidth}px)` },
        ml: { md: `${drawerWidth}px` },
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 } }}>
        {showMenuButton && (
          <IconButton edge="start" aria-label={t('shell.openMenu')} onClick={onMenuClick} color="inherit">
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.25, minWidth: 0 }}>
          <CompanyAvatar company={me.company} />
          <Typography variant="h6" component="p" noWrap title={me.company.name}>
            {me.company.name}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton />
        <BranchSwitcher />
        <ThemeToggle />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
