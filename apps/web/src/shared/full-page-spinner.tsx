import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', height: '100%', display: 'grid', placeItems: 'center', flexGrow: 1 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
