import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useGlobalAction } from './global-actions-context';

/** Opens the search palette: a wide button with its shortcut, an icon on a phone. */
export function SearchButton() {
  const start = useGlobalAction();
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => start('search')}
        startIcon={<SearchIcon />}
        aria-keyshortcuts="Control+K"
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          color: 'text.secondary',
          borderColor: 'divider',
          textTransform: 'none',
          minWidth: 200,
          justifyContent: 'flex-start',
        }}
      >
        {t('shell.search')}
        <Box component="kbd" sx={{ ml: 'auto', pl: 2, fontFamily: 'inherit', fontSize: 12 }}>
          Ctrl K
        </Box>
      </Button>
      <Tooltip title={t('shell.searchShortcut')}>
        <IconButton
          aria-label={t('shell.search')}
          aria-keyshortcuts="Control+K"
          onClick={() => start('search')}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          color="inherit"
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
