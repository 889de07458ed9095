import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Which of the list breakpoints the screen is at: below a tablet (`narrow`), a laptop and up, a desk and up. */
export function useScreenSize() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('xl'));
  return { narrow, large, wide };
}
