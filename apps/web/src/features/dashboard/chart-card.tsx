import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Short axis figures: 1.2M, 450K. */
export const compact = new Intl.NumberFormat('en-KE', { notation: 'compact', maximumFractionDigits: 1 });

/** A titled card around one chart, or a line saying there is nothing to draw yet. */
export function ChartCard({
  id,
  title,
  empty,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        children
      )}
    </Card>
  );
}
