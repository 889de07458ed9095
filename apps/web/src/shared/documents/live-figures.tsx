import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A shaded list of figures (`dt`/`dd` pairs) read out as they change while a form is typed: three
 * side by side on the right from `sm` up; `phoneColumns` and `phoneGap` lay them out below it.
 */
export function LiveFigures({
  label,
  phoneColumns,
  phoneGap,
  children,
}: {
  label: string;
  phoneColumns: string;
  phoneGap: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      aria-live="polite"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: phoneColumns, sm: 'repeat(3, minmax(140px, auto))' },
        justifyContent: 'end',
        gap: { xs: phoneGap, sm: 2 },
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  );
}
