import { todayIn } from '@tawi/domain';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { PaymentMethodFields } from '../../../shared/documents/payment-method-fields';
import { SettlementLayout } from '../../../shared/documents/settlement-layout';
import { WIDE_MULTILINE } from '../../../shared/form/field-grid';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormPicker } from '../../../shared/form/form-picker';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { bankAccountOptions } from '../../banking/bank-account-options';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { CustomerField } from '../customer-field';
import { useCustomer } from '../customers-api';
import { useOpenInvoices } from '../invoices/invoices-api';
import { useCustomersText } from '../use-customers-text';
import { ReceiptAllocations } from './receipt-allocations';
import { allocationsFor, RECEIPT_FIELDS, receiptFormValues, receiptResolverOf } from './receipt-form';
import { useCreateReceipt } from './receipts-api';
import { WithholdingVatFields } from './withholding-vat-fields';

export interface ReceiptDialogProps {
  /** Start with this customer chosen (a customer's or an invoice's page). */
  customerId?: string;
  /** Start with this invoice paid in full (the invoice's page). */
  invoiceId?: string;
  onClose: () => void;
}

/** Money in from a customer: amount, how, into which account, and which invoices it settles. */
export function ReceiptDialog({ customerId: initialCustomer = '', invoiceId, onClose }: ReceiptDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useCustomersText();
  const create = useCreateReceipt();
  const banks = useBankAccountOptions(activeBranch?.id);
  const resolver = useMemo(() => receiptResolverOf(t), [t]);
  const form = useForm({
    resolver,
    defaultValues: receiptFormValues(initialCustomer, todayIn(me.company.timeZone)),
  });
  const { control, setValue, getValues, formState } = form;
  const dialog = useDialogSubmit(form, {
    serverFields: RECEIPT_FIELDS,
    onClose,
    save: async (body) => {
      const saved = await create.mutateAsync(body);
      return t('receipts.recorded', { number: saved.receiptNumber });
    },
  });
  const customerId = useWatch({ control, name: 'customerId' });
  const openInvoices = useOpenInvoices(customerId);
  const customer = useCustomer(customerId, Boolean(customerId));

  useEffect(() => {
    const allocations = allocationsFor(openInvoices.data ?? [], invoiceId, getValues('invoices'));
    setValue('invoices', allocations);
    const full = allocations.find((a) => a.invoiceId === invoiceId);
    if (full && getValues('amount') === undefined) setValue('amount', full.amount);
  }, [openInvoices.data, invoiceId, setValue, getValues]);

  return (
    <FormDialog {...dialog} title={t('receipts.newTitle')} submitLabel={t('receipts.submit')} maxWidth="md">
      <SettlementLayout
        noAccount={banks.data?.length === 0 ? t('receipts.noAccount') : null}
        chooseParty={t('receipts.chooseCustomer')}
        allocations={
          customerId ? (
            <ReceiptAllocations
              control={control}
              setValue={setValue}
              errors={formState.errors}
              invoices={openInvoices.data}
            />
          ) : null
        }
        notes={<FormTextField control={control} name="notes" label={t('common.notes')} {...WIDE_MULTILINE} />}
      >
        <FormPicker control={control} name="customerId">
          {(bound) => <CustomerField {...bound} required autoFocus={!initialCustomer} />}
        </FormPicker>
        <FormNumberField
          control={control}
          name="amount"
          label={t('common.amount')}
          required
          slotProps={MONEY_SLOTS}
        />
        <PaymentMethodFields
          control={control}
          names={{ method: 'paymentMethod', reference: 'reference', bankAccountId: 'bankAccountId' }}
          labels={{
            method: t('common.method'),
            reference: t('common.reference'),
            referencePlaceholder: t('receipts.referencePlaceholder'),
            mpesaCode: t('receipts.mpesaCode'),
            mpesaHelp: t('receipts.mpesaHelp'),
            account: t('receipts.paidInto'),
          }}
          accounts={bankAccountOptions(banks.data)}
          upperCaseCode
        />
        <FormDateField control={control} name="date" label={t('receipts.receiptDate')} />
        {customer.data?.withholdingVatAgent && <WithholdingVatFields control={control} />}
      </SettlementLayout>
    </FormDialog>
  );
}
