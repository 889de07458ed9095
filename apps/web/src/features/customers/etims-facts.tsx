import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { DocumentEtims } from '@tawi/contracts';
import { type Fact, FactsList } from '../../shared/documents/facts-list';
import { EMPTY_DISPLAY } from '../../shared/format';

const STATE: Record<
  DocumentEtims['status'],
  { label: string; color: 'success' | 'warning' | 'error' | 'default' }
> = {
  sent: { label: 'Signed by KRA', color: 'success' },
  queued: { label: 'Waiting for KRA', color: 'warning' },
  failed: { label: 'Refused by KRA', color: 'error' },
  'not-required': { label: 'Not sent to KRA', color: 'default' },
};

/** Where a document stands at KRA eTIMS, as a chip. */
export function EtimsChip({ etims }: { etims: DocumentEtims }) {
  const state = STATE[etims.status];
  return <Chip size="small" variant="outlined" label={state.label} color={state.color} />;
}

const signedAt = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        timeZone: 'Africa/Nairobi',
        dateStyle: 'medium',
        timeStyle: 'medium',
        hour12: false,
      })
    : EMPTY_DISPLAY;

function factsOf(e: DocumentEtims): Fact[] {
  const cuNumber =
    e.invoiceNumber === null
      ? EMPTY_DISPLAY
      : `${e.controlUnitId ? `${e.controlUnitId}/` : ''}${e.invoiceNumber}`;
  return [
    ['CU invoice number', cuNumber],
    [
      'Receipt number',
      e.receiptNumber === null ? EMPTY_DISPLAY : `${e.receiptNumber} / ${e.totalReceiptNumber ?? ''}`,
    ],
    ['Signed', signedAt(e.signedAt)],
    ['Internal data', e.internalData ?? EMPTY_DISPLAY],
    ['Receipt signature', e.signature ?? EMPTY_DISPLAY],
  ];
}

export interface EtimsFactsProps {
  etims: DocumentEtims;
  /** Sends it again (offered while it waits or after KRA refused it). */
  onResend?: (() => void) | undefined;
  resending?: boolean;
}

/**
 * The control-unit data KRA gave the document (CU invoice number, receipt numbers, internal data,
 * signature, when signed) with KRA's verification link; while it waits or after a refusal, why, and
 * a way to send it again.
 */
export function EtimsFacts({ etims, onResend, resending = false }: EtimsFactsProps) {
  const waiting = etims.status === 'queued' || etims.status === 'failed';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {etims.status === 'failed' && (
        <Alert severity="error">KRA refused it: {etims.error ?? 'no reason given'}</Alert>
      )}
      {etims.status === 'queued' && (
        <Alert severity="info">
          Queued for KRA: it is sent as soon as KRA answers{etims.error ? ` (last try: ${etims.error})` : ''}.
        </Alert>
      )}
      {etims.status === 'sent' && <FactsList facts={factsOf(etims)} columns={3} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {etims.qrUrl && (
          <Link href={etims.qrUrl} target="_blank" rel="noopener">
            Verify on KRA's eTIMS
          </Link>
        )}
        {waiting && onResend && (
          <Button size="small" variant="outlined" onClick={onResend} disabled={resending}>
            Send to KRA again
          </Button>
        )}
      </Box>
    </Box>
  );
}
