import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type CreditNote, creditNoteRefund } from '@tawi/contracts';
import { Money, todayIn } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { PaymentMethodFields } from '../../../shared/documents/payment-method-fields';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { bankAccountOptions } from '../../banking/bank-account-options';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { useCustomersText } from '../use-customers-text';
import { useRefundCreditNote } from './credit-notes-api';

const FIELDS = ['amount', 'date', 'bankAccountId', 'method', 'reference'] as const;
const NAMES = { method: 'method', reference: 'reference', bankAccountId: 'bankAccountId' } as const;

/** The refund form: the contract, and no more than the note still holds. */
const refundForm = (held: number, t: TFunction<'customers'>) =>
  creditNoteRefund.refine((r) => Money.of(r.amount).lte(held), {
    path: ['amount'],
    message: t('refund.overHeld', { amount: formatKes(held) }),
  });

/** Pays a note's unapplied credit back to the customer out of an account. Mount only while open. */
export function RefundCreditDialog({ note, onClose }: { note: CreditNote; onClose: () => void }) {
  const { me, activeBranch } = useSession();
  const { t } = useCustomersText();
  const refund = useRefundCreditNote();
  const banks = useBankAccountOptions(activeBranch?.id);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(refundForm(note.unapplied, t)),
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
      toast.success(t('refund.refunded', { amount: formatKes(body.amount), number: saved.creditNoteNumber }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('creditNotes.refundNamed', { number: note.creditNoteNumber })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('refund.submit')}
      error={formError}
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {t('refund.held', {
          name: note.customerName,
          amount: formatKes(note.unapplied),
          number: note.creditNoteNumber,
        })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField
          control={control}
          name="amount"
          label={t('refund.amount')}
          required
          autoFocus
          slotProps={MONEY_SLOTS}
          helperText={t('refund.atMost', { amount: formatKes(note.unapplied) })}
        />
        <FormDateField control={control} name="date" label={t('refund.date')} />
        <PaymentMethodFields
          control={control}
          names={NAMES}
          labels={{
            method: t('common.method'),
            reference: t('common.reference'),
            referencePlaceholder: t('receipts.referencePlaceholder'),
            mpesaCode: t('receipts.mpesaCode'),
            mpesaHelp: t('receipts.mpesaHelp'),
            account: t('common.paidFrom'),
          }}
          accounts={bankAccountOptions(banks.data)}
          upperCaseCode
        />
      </Box>
    </FormDialog>
  );
}
