import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table's container that scrolls sideways on a small screen and that a keyboard user can scroll
 * too: focusable and named (axe: scrollable-region-focusable).
 */
export function ScrollableTableContainer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}
