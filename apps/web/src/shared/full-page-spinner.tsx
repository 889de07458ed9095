import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '60vh', height: '100%', display: 'grid', placeItems: 'center', flexGrow: 1 }}>
      <CircularProgress aria-label={label ?? t('spinner.loading')} />
    </Box>
  );
}
