import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Spans every column of a `FieldGrid` (on wider screens). */
export const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

export interface FieldGridProps {
  /** The grid's columns from the `sm` breakpoint up (one column below it); none for a single column. */
  columns?: string;
  /** A little room above the first row (under the dialog title). */
  padTop?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** The fields of a form laid out in a grid with the usual gap. */
export function FieldGrid({ columns, padTop = false, sx, children }: FieldGridProps) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: 2.5,
          pt: padTop ? 1 : undefined,
          gridTemplateColumns: columns ? { xs: '1fr', sm: columns } : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** A text field of two lines or more across the whole grid (address, notes, description). */
export const WIDE_MULTILINE = { multiline: true, minRows: 2, sx: FULL_ROW };
