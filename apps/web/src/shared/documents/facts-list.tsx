import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

/** A document's or a supplier's facts as a definition list: two columns on a phone, more on a desk. */
export function FactsList({
  facts,
  columns = 4,
  gap = 2,
}: {
  facts: readonly Fact[];
  columns?: number;
  /** The space between the facts (a dialog packs them closer). */
  gap?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${columns}, 1fr)` },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </div>
      ))}
    </Box>
  );
}
