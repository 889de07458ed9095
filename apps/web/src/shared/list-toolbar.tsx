import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The row above a list: search and filters. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>{children}</Box>
  );
}
