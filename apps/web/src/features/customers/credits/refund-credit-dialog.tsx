import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type CreditNote, creditNoteRefund } from '@tawi/contracts';
import { Money, todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { PaymentMethodFields } from '../receipts/payment-method-fields';
import { useRefundCreditNote } from './credit-notes-api';

const FIELDS = ['amount', 'date', 'bankAccountId', 'method', 'reference'] as const;
const NAMES = { method: 'method', reference: 'reference', bankAccountId: 'bankAccountId' } as const;

/** The refund form: the contract, and no more than the note still holds. */
const refundForm = (held: number) =>
  creditNoteRefund.refine((r) => Money.of(r.amount).lte(held), {
    path: ['amount'],
    message: `At most the ${formatKes(held)} of credit held`,
  });

/** Pays a note's unapplied credit back to the customer out of an account. Mount only while open. */
export function RefundCreditDialog({ note, onClose }: { note: CreditNote; onClose: () => void }) {
  const { me, activeBranch } = useSession();
  const refund = useRefundCreditNote();
  const banks = useBankAccountOptions(activeBranch?.id);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(refundForm(note.unapplied)),
    defaultValues: {
      amount: note.unapplied,
      date: todayIn(me.company.timeZone),
      bankAccountId: '',
      method: 'mpesa' as const,
      reference: '',
    },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await refund.mutateAsync({ id: note.id, body });
      toast.success(`${formatKes(body.amount)} of ${saved.creditNoteNumber} refunded`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={`Refund ${note.creditNoteNumber}`}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Record refund"
      error={formError}
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {note.customerName} holds {formatKes(note.unapplied)} of credit from {note.creditNoteNumber}. The
        refund pays it back out of the account chosen; what is not refunded stays as credit.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="amount"
          label="Amount refunded"
          required
          autoFocus
          slotProps={MONEY_SLOTS}
          helperText={`At most ${formatKes(note.unapplied)}`}
        />
        <FormDateField control={control} name="date" label="Refund date" />
        <PaymentMethodFields control={control} names={NAMES} accountLabel="Paid from" banks={banks.data} />
      </Box>
    </FormDialog>
  );
}
