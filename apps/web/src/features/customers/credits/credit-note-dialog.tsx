import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type Invoice, invoicesApi } from '@tawi/contracts';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { callAllPages } from '../../../shared/api/call-api';
import { QTY_SLOTS } from '../../../shared/documents/input-slots';
import { QtyLineCard } from '../../../shared/documents/qty-line-card';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../../inventory/inventory-format';
import { useCustomersText } from '../use-customers-text';
import { useCreateCreditNote } from './credit-notes-api';

/** Issued invoices a credit note can go against (not drafts, not void). */
function useCreditableInvoices() {
  return useQuery({
    queryKey: ['invoices', 'creditable'],
    queryFn: async () =>
      (await callAllPages(invoicesApi.list, { query: {} })).filter(
        (i) => i.status !== 'Draft' && i.status !== 'Void',
      ),
  });
}

/** A credit note against an invoice: how much of each line comes back, and whether the stock returns. */
export function CreditNoteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCustomersText();
  const invoices = useCreditableInvoices();
  const create = useCreateCreditNote();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [qty, setQty] = useState<Record<number, string>>({});
  const [returnStock, setReturnStock] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = invoice
    ? invoice.lines.flatMap((l) => {
        const n = Number(qty[l.lineNo] ?? '');
        return n > 0 ? [{ lineNo: l.lineNo, qty: n }] : [];
      })
    : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!invoice) return setError(t('newCreditNote.chooseInvoice'));
    if (lines.length === 0) return setError(t('newCreditNote.noLine'));
    try {
      const saved = await create.mutateAsync({ invoiceId: invoice.id, lines, returnStock, reason });
      const issued = { number: saved.creditNoteNumber, amount: formatKes(saved.total) };
      toast.success(
        saved.unapplied > 0
          ? t('newCreditNote.issuedHeld', { ...issued, held: formatKes(saved.unapplied) })
          : t('newCreditNote.issued', issued),
      );
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <FormDialog
      {...titleAndSubmit(t, 'newCreditNote')}
      onSubmit={submit}
      onClose={onClose}
      submitting={create.isPending}
      error={error}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
        <Autocomplete
          options={invoices.data ?? []}
          value={invoice}
          onChange={(_, chosen) => {
            setInvoice(chosen);
            setQty({});
          }}
          getOptionLabel={(i) => `${i.invoiceNumber} · ${i.customerName} · ${formatKes(i.total)}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={invoices.isPending}
          autoHighlight
          renderInput={(params) => <TextField {...params} label={t('common.invoice')} required autoFocus />}
        />
        {invoice ? (
          invoice.lines.map((l) => (
            <QtyLineCard
              key={l.lineNo}
              label={l.description}
              title={l.description}
              detail={t('newCreditNote.lineFigures', {
                qty: formatQty(l.qty),
                price: formatKes(l.unitPrice),
                tax: l.taxCategory,
                total: formatKes(l.lineTotal),
              })}
              qtyWidth="160px"
            >
              <TextField
                label={t('newCreditNote.qtyToCredit')}
                type="number"
                size="small"
                value={qty[l.lineNo] ?? ''}
                onChange={(e) => setQty((q) => ({ ...q, [l.lineNo]: e.target.value }))}
                slotProps={{ htmlInput: { ...QTY_SLOTS.htmlInput, max: l.qty } }}
              />
            </QtyLineCard>
          ))
        ) : (
          <Alert severity="info">{t('newCreditNote.chooseToSee')}</Alert>
        )}
        <FormControlLabel
          control={<Switch checked={returnStock} onChange={(_, on) => setReturnStock(on)} />}
          label={t('newCreditNote.returnStock')}
        />
        <TextField
          label={t('newCreditNote.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
        />
      </Box>
    </FormDialog>
  );
}
