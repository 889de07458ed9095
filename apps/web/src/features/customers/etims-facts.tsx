import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { DocumentEtims } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { type Fact, FactsList } from '../../shared/documents/facts-list';
import { EMPTY_DISPLAY } from '../../shared/format';
import type { customers } from '../../shared/i18n/en/customers';
import { useCustomersText } from './use-customers-text';

type CustomersText = TFunction<'customers'>;

const STATE: Record<
  DocumentEtims['status'],
  { key: keyof typeof customers.etims.state; color: 'success' | 'warning' | 'error' | 'default' }
> = {
  sent: { key: 'sent', color: 'success' },
  queued: { key: 'queued', color: 'warning' },
  failed: { key: 'failed', color: 'error' },
  'not-required': { key: 'notRequired', color: 'default' },
};

/** Where a document stands at KRA eTIMS, as a chip. */
export function EtimsChip({ etims }: { etims: DocumentEtims }) {
  const { t } = useCustomersText();
  const state = STATE[etims.status];
  return <Chip size="small" variant="outlined" label={t(`etims.state.${state.key}`)} color={state.color} />;
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

function factsOf(e: DocumentEtims, t: CustomersText): Fact[] {
  const cuNumber =
    e.invoiceNumber === null
      ? EMPTY_DISPLAY
      : `${e.controlUnitId ? `${e.controlUnitId}/` : ''}${e.invoiceNumber}`;
  return [
    [t('etims.cuInvoiceNumber'), cuNumber],
    [
      t('etims.receiptNumber'),
      e.receiptNumber === null ? EMPTY_DISPLAY : `${e.receiptNumber} / ${e.totalReceiptNumber ?? ''}`,
    ],
    [t('etims.signed'), signedAt(e.signedAt)],
    [t('etims.internalData'), e.internalData ?? EMPTY_DISPLAY],
    [t('etims.signature'), e.signature ?? EMPTY_DISPLAY],
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
  const { t } = useCustomersText();
  const waiting = etims.status === 'queued' || etims.status === 'failed';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {etims.status === 'failed' && (
        <Alert severity="error">{t('etims.refused', { reason: etims.error ?? t('etims.noReason') })}</Alert>
      )}
      {etims.status === 'queued' && (
        <Alert severity="info">
          {etims.error ? t('etims.queuedLastTry', { error: etims.error }) : t('etims.queued')}
        </Alert>
      )}
      {etims.status === 'sent' && <FactsList facts={factsOf(etims, t)} columns={3} />}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {etims.qrUrl && (
          <Link href={etims.qrUrl} target="_blank" rel="noopener">
            {t('etims.verify')}
          </Link>
        )}
        {waiting && onResend && (
          <Button size="small" variant="outlined" onClick={onResend} disabled={resending}>
            {t('etims.resend')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
