import CloseIcon from '@mui/icons-material/Close';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CreditNote } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { type ReactNode, useId } from 'react';
import { type Fact, FactsList } from '../../../shared/documents/facts-list';
import { linkFact } from '../../../shared/documents/record-link';
import { ErrorState } from '../../../shared/error-state';
import { formatDate, formatKes } from '../../../shared/format';
import { CustomerDocumentButtons } from '../customer-document-out';
import { customerPaths } from '../customers-paths';
import { EtimsChip, EtimsFacts } from '../etims-facts';
import { useCustomersText } from '../use-customers-text';
import type { CreditAction } from './credit-note-columns';
import { CreditAllocationsTable, CreditLinesTable, CreditRefundsTable } from './credit-note-tables';
import { useCreditNote } from './credit-notes-api';
import { CreditStateChip } from './credit-state';

function factsOf(n: CreditNote, t: TFunction<'customers'>): Fact[] {
  return [
    linkFact(t('common.customer'), customerPaths.customer(n.customerId), n.customerName),
    linkFact(t('common.invoice'), customerPaths.invoice(n.invoiceId), n.invoiceNumber),
    [t('common.date'), formatDate(n.date)],
    [t('creditNote.stockBack'), n.returnStock ? t('common.yes') : t('common.no')],
    [t('common.total'), formatKes(n.total)],
    [t('creditNotes.columns.applied'), formatKes(n.applied)],
    [t('creditNotes.columns.refunded'), formatKes(n.refunded)],
    [t('creditNotes.columns.unapplied'), formatKes(n.unapplied)],
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Body({ note: n }: { note: CreditNote }) {
  const { t } = useCustomersText();
  return (
    <>
      <FactsList facts={factsOf(n, t)} columns={4} />
      {n.reason && <Typography sx={{ mt: 2 }}>{t('creditNote.reason', { reason: n.reason })}</Typography>}
      <Section title={t('creditNote.lines')}>
        <CreditLinesTable note={n} />
      </Section>
      <Section title={t('creditNote.appliedTo')}>
        <CreditAllocationsTable note={n} />
      </Section>
      <Section title={t('creditNote.refunds')}>
        <CreditRefundsTable note={n} />
      </Section>
      {n.etims.status !== 'not-required' && (
        <Section title={t('creditNote.etims')}>
          <Box sx={{ mb: 1 }}>
            <EtimsChip etims={n.etims} />
          </Box>
          <EtimsFacts etims={n.etims} />
        </Section>
      )}
    </>
  );
}

export interface CreditNoteViewProps {
  id: string;
  actionsOf: (note: CreditNote) => CreditAction[];
  onAction: (note: CreditNote, action: CreditAction) => void;
  onClose: () => void;
}

/** A credit note in a side panel: its figures, lines, where its credit went; Apply, Refund, PDF, Email. */
export function CreditNoteView({ id, actionsOf, onAction, onClose }: CreditNoteViewProps) {
  const { t } = useCustomersText();
  const titleId = useId();
  const note = useCreditNote(id);
  const n = note.data;
  const actions = n ? actionsOf(n) : [];
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 640 } } },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {n?.creditNoteNumber ?? t('creditNote.title')}
          </Typography>
          {n && <CreditStateChip note={n} />}
          <Box sx={{ flexGrow: 1 }} />
          <IconButton aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {note.error ? (
          <ErrorState
            error={note.error}
            title={t('creditNote.loadError')}
            onRetry={() => void note.refetch()}
          />
        ) : n ? (
          <Body note={n} />
        ) : (
          <Skeleton variant="rounded" height={240} aria-label={t('creditNote.loading')} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
          {n && actions.includes('apply') && (
            <Button variant="contained" startIcon={<ReceiptLongIcon />} onClick={() => onAction(n, 'apply')}>
              {t('creditNote.applyToInvoices')}
            </Button>
          )}
          {n && (
            <CustomerDocumentButtons
              kind="credit-notes"
              id={n.id}
              number={n.creditNoteNumber}
              customerId={n.customerId}
            />
          )}
          {n && actions.includes('refund') && (
            <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => onAction(n, 'refund')}>
              {t('creditNote.refund')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Box>
      </Box>
    </Drawer>
  );
}
