import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface QtyLineCardProps {
  /** The group's accessible name (the line's description). */
  label: string;
  title: ReactNode;
  /** A line under the title: what is left, or the line's figures. */
  detail: ReactNode;
  /** How wide the quantity box is on a desk, e.g. '180px'. */
  qtyWidth: string;
  /** The quantity box. */
  children: ReactNode;
}

/** One document line in a bordered card with a quantity box beside it (receive, invoice or credit part of it). */
export function QtyLineCard({ label, title, detail, qtyWidth, children }: QtyLineCardProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `1fr ${qtyWidth}` },
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
