import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface SectionCardProps {
  title: string;
  /** Shown beside the title: a status chip, a download link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card on a detail page: "Details", "Lines", "Receipts". */
export function SectionCard({ title, aside, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {aside}
      </Box>
      {children}
    </Card>
  );
}
