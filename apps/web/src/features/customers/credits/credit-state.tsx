import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { CreditNote } from '@tawi/contracts';
import { useCustomersText } from '../use-customers-text';

/**
 * Where a credit note's money went (not in the spec's colour list): Open while some of it is held as
 * the customer's credit (waiting, like a pending item), Applied once it all went to invoices (like
 * paid), Refunded once the rest was paid back (informational, like a refunded payment).
 */
export type CreditState = 'Open' | 'Applied' | 'Refunded';

const COLORS: Record<CreditState, 'warning' | 'success' | 'info'> = {
  Open: 'warning',
  Applied: 'success',
  Refunded: 'info',
};

export function creditStateOf(n: Pick<CreditNote, 'unapplied' | 'refunded'>): CreditState {
  if (n.unapplied > 0) return 'Open';
  return n.refunded > 0 ? 'Refunded' : 'Applied';
}

export function CreditStateChip({ note }: { note: Pick<CreditNote, 'unapplied' | 'refunded'> }) {
  const { t } = useCustomersText();
  const state = creditStateOf(note);
  return (
    <Chip label={t(`creditNotes.state.${state}`)} color={COLORS[state]} size="small" variant="outlined" />
  );
}

/** The chip centred in a DataGrid cell. */
export function CreditStateCell({ note }: { note: Pick<CreditNote, 'unapplied' | 'refunded'> }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <CreditStateChip note={note} />
    </Box>
  );
}
