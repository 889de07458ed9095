import Box from '@mui/material/Box';
import type { ComponentProps, ReactNode } from 'react';
import { NoVatNotice } from './no-vat-notice';
import { TotalsList } from './totals-list';

export interface DocumentLinesSectionProps {
  /** The lines editor. */
  children: ReactNode;
  totals: ComponentProps<typeof TotalsList>;
  /** False on a date the company was not VAT-registered: a notice says no VAT is charged. */
  chargesVat?: boolean;
  /** The notes field (`NOTES_BELOW` props). */
  notes: ReactNode;
}

/** Props of the notes field under a document's lines. */
export const NOTES_BELOW = { multiline: true, minRows: 2, fullWidth: true, sx: { mt: 2.5 } };

/** Under a document form's header fields: its lines, the live totals, and the notes. */
export function DocumentLinesSection({
  children,
  totals,
  chargesVat = true,
  notes,
}: DocumentLinesSectionProps) {
  return (
    <>
      <Box sx={{ mt: 3 }}>{children}</Box>
      <Box sx={{ mt: 2 }}>
        <TotalsList subtotal={totals.subtotal} taxTotal={totals.taxTotal} total={totals.total} />
      </Box>
      {!chargesVat && (
        <Box sx={{ mt: 2 }}>
          <NoVatNotice />
        </Box>
      )}
      {notes}
    </>
  );
}
