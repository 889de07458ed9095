import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CreditNote, CreditNoteApply } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../shared/form/form-date-field';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useOpenInvoices } from '../invoices/invoices-api';
import { InvoiceAllocationRow } from '../receipts/allocation-row';
import { allocateInOrder, allocationsFor, unallocated } from '../receipts/receipt-form';
import { useCustomersText } from '../use-customers-text';
import { APPLY_FIELDS, applyCreditResolver, creditListProblem } from './apply-credit-form';
import { useApplyCreditNote } from './credit-notes-api';

export interface CreditAllocationDialogProps {
  title: string;
  /** The credit held and whose it is, in words. */
  heldText: string;
  held: number;
  customerId: string;
  customerName: string;
  /** Applies the allocations; says what was done (the toast). */
  apply: (body: CreditNoteApply) => Promise<string>;
  onClose: () => void;
}

/** Credit a customer holds onto their open invoices, each at most what it owes. Mount only while open. */
export function CreditAllocationDialog({
  title,
  heldText,
  held,
  customerId,
  customerName,
  apply,
  onClose,
}: CreditAllocationDialogProps) {
  const { me } = useSession();
  const { t } = useCustomersText();
  const open = useOpenInvoices(customerId);
  const resolver = useMemo(() => applyCreditResolver(held, t), [held, t]);
  const form = useForm({
    resolver,
    defaultValues: { date: todayIn(me.company.timeZone), invoices: [] },
  });
  const { control, setValue, getValues, formState } = form;
  const dialog = useDialogSubmit(form, { serverFields: APPLY_FIELDS, save: apply, onClose });
  const drafts = useWatch({ control, name: 'invoices' });
  const left = unallocated(held, drafts);
  // checked as the boxes change (the form's own check runs again only on submit)
  const problem = creditListProblem(held, drafts, t);
  const listError = problem && (problem.kind === 'over' || formState.isSubmitted) ? problem.message : null;

  useEffect(
    () => setValue('invoices', allocationsFor(open.data ?? [], undefined, getValues('invoices'))),
    [open.data, setValue, getValues],
  );

  const spread = () => {
    for (const [i, value] of allocateInOrder(held, drafts).entries()) {
      setValue(`invoices.${i}.amount`, value, { shouldValidate: true });
    }
  };

  return (
    <FormDialog {...dialog} title={title} submitLabel={t('applyCredit.submit')} maxWidth="md">
      <Box role="group" aria-label={t('applyCredit.invoicesGroup')} sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography sx={{ flexGrow: 1 }}>{heldText}</Typography>
          {(open.data?.length ?? 0) > 0 && (
            <Button size="small" onClick={spread}>
              {t('applyCredit.oldestFirst')}
            </Button>
          )}
        </Box>
        {open.data === undefined ? (
          <Skeleton variant="rounded" height={96} aria-label={t('common.loadingOpenInvoices')} />
        ) : open.data.length === 0 ? (
          <Alert severity="info">{t('applyCredit.noOpenInvoices', { name: customerName })}</Alert>
        ) : (
          open.data.map((invoice, index) => (
            <InvoiceAllocationRow
              key={invoice.id}
              invoice={invoice}
              control={control}
              name={`invoices.${index}.amount`}
            />
          ))
        )}
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {left.isPositive()
            ? t('applyCredit.creditStays', { amount: formatKes(left) })
            : t('applyCredit.allApplied')}
        </Typography>
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        <FormDateField
          control={control}
          name="date"
          label={t('applyCredit.dateApplied')}
          sx={{ maxWidth: 220 }}
        />
      </Box>
    </FormDialog>
  );
}

/** A note's unapplied credit onto the customer's open invoices. Mount only while open. */
export function ApplyCreditDialog({ note, onClose }: { note: CreditNote; onClose: () => void }) {
  const { t } = useCustomersText();
  const apply = useApplyCreditNote();
  const number = note.creditNoteNumber;
  return (
    <CreditAllocationDialog
      title={t('applyCredit.noteTitle', { number })}
      heldText={t('applyCredit.noteHeld', {
        name: note.customerName,
        amount: formatKes(note.unapplied),
        number,
      })}
      held={note.unapplied}
      customerId={note.customerId}
      customerName={note.customerName}
      apply={async (body) => {
        const saved = await apply.mutateAsync({ id: note.id, body });
        return t('applyCredit.noteApplied', {
          number: saved.creditNoteNumber,
          amount: formatKes(saved.unapplied),
        });
      }}
      onClose={onClose}
    />
  );
}
