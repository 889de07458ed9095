import { type CreditNote, creditNoteRefund } from '@tawi/contracts';
import { Money, todayIn } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { PaymentMethodFields } from '../../../shared/documents/payment-method-fields';
import { RefundFields } from '../../../shared/documents/refund-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { bankAccountOptions } from '../../banking/bank-account-options';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { useCustomersText } from '../use-customers-text';
import { useRefundCreditNote } from './credit-notes-api';

const FIELDS = ['amount', 'date', 'bankAccountId', 'method', 'reference'] as const;
const NAMES = {
  amount: 'amount',
  date: 'date',
  method: 'method',
  reference: 'reference',
  bankAccountId: 'bankAccountId',
} as const;

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
  const { form, dialog } = useDialogForm({
    schema: refundForm(note.unapplied, t),
    defaultValues: {
      amount: note.unapplied,
      date: todayIn(me.company.timeZone),
      bankAccountId: '',
      method: 'mpesa' as const,
      reference: '',
    },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const saved = await refund.mutateAsync({ id: note.id, body });
      return t('refund.refunded', { amount: formatKes(body.amount), number: saved.creditNoteNumber });
    },
  });
  const { control } = form;

  return (
    <FormDialog
      {...dialog}
      title={t('creditNotes.refundNamed', { number: note.creditNoteNumber })}
      submitLabel={t('refund.submit')}
    >
      <RefundFields
        control={control}
        names={NAMES}
        info={t('refund.held', {
          name: note.customerName,
          amount: formatKes(note.unapplied),
          number: note.creditNoteNumber,
        })}
        labels={{ amount: t('refund.amount'), date: t('refund.date') }}
        atMost={t('refund.atMost', { amount: formatKes(note.unapplied) })}
      >
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
      </RefundFields>
    </FormDialog>
  );
}
