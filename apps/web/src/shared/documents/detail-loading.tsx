import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A detail page while it loads: its title and a card. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Skeleton width={240} height={56} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
    </Box>
  );
}
