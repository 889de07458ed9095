import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useThemeMode } from '../theme/theme-mode-context';

export function ThemeToggle() {
  const { mode, toggleMode } = useThemeMode();
  const { t } = useTranslation();
  return (
    <Tooltip title={t(mode === 'dark' ? 'shell.toLightTheme' : 'shell.toDarkTheme')}>
      <IconButton aria-label={t('shell.toggleTheme')} onClick={toggleMode} color="inherit">
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
