import type { SupplierPayment } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PaymentMethodFields } from '../../../shared/documents/payment-method-fields';
import { SettlementLayout } from '../../../shared/documents/settlement-layout';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { WIDE_MULTILINE } from '../../../shared/form/field-grid';
import { moneyField } from '../../../shared/form/field-specs';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormFields } from '../../../shared/form/form-fields';
import { FormPicker } from '../../../shared/form/form-picker';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { bankAccountOptions } from '../../banking/bank-account-options';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { useOpenBills } from '../bills/bills-api';
import { SupplierField } from '../supplier-field';
import { useTradeText } from '../use-trade-text';
import { PaymentAllocations } from './payment-allocations';
import {
  allocatedTotal,
  allocationsFor,
  PAYMENT_FIELDS,
  type PaymentFormInput,
  type PaymentFormValues,
  paymentFormValues,
  paymentResolver,
} from './payment-form';
import { useCreatePayment } from './payments-api';

export interface PaymentDialogProps {
  /** Start with this supplier chosen (a supplier's or a bill's page). */
  supplierId?: string;
  /** Start with this bill paid in full (the bill's page). */
  billId?: string;
  onClose: () => void;
  onCreated?: (payment: SupplierPayment) => void;
}

/** Pay a supplier: the amount, how and from where, and which bills it settles. Mount only while open. */
export function PaymentDialog({
  supplierId: initialSupplier = '',
  billId,
  onClose,
  onCreated,
}: PaymentDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useTradeText();
  const create = useCreatePayment();
  const banks = useBankAccountOptions(activeBranch?.id);
  const form = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: useMemo(() => paymentResolver(t), [t]),
    defaultValues: paymentFormValues(initialSupplier, todayIn(me.company.timeZone)),
  });
  const { control, setValue, getValues, trigger, formState } = form;
  const dialog = useDialogSubmit(form, {
    serverFields: PAYMENT_FIELDS,
    onClose,
    save: async (body) => {
      const saved = await create.mutateAsync(body);
      onCreated?.(saved);
      return t('payments.dialog.recorded', { number: saved.paymentNo });
    },
  });
  const supplierId = useWatch({ control, name: 'supplierId' });
  const openBills = useOpenBills(supplierId);
  const amount = useWatch({ control, name: 'amount' });
  const allocated = allocatedTotal(useWatch({ control, name: 'bills' })).toFixed();
  const { isSubmitted } = formState;

  // "must add up to the amount" is a rule over the whole list: check it again when either side changes
  useEffect(() => {
    if (isSubmitted && (amount !== undefined || allocated)) void trigger('bills');
  }, [isSubmitted, amount, allocated, trigger]);

  useEffect(() => {
    const allocations = allocationsFor(openBills.data ?? [], billId, getValues('bills'));
    setValue('bills', allocations);
    const full = allocations.find((a) => a.billId === billId);
    if (full && getValues('amount') === undefined) setValue('amount', full.amount);
  }, [openBills.data, billId, setValue, getValues]);

  return (
    <FormDialog {...dialog} {...titleAndSubmit(t, 'payments.dialog')} maxWidth="md">
      <SettlementLayout
        noAccount={banks.data?.length === 0 ? t('payments.dialog.noAccount') : null}
        chooseParty={t('payments.dialog.chooseSupplier')}
        allocations={
          supplierId ? (
            <PaymentAllocations
              control={control}
              setValue={setValue}
              errors={formState.errors}
              bills={openBills.data}
            />
          ) : null
        }
        notes={<FormTextField control={control} name="notes" label={t('common.notes')} {...WIDE_MULTILINE} />}
      >
        <FormPicker control={control} name="supplierId">
          {(bound) => <SupplierField {...bound} required autoFocus={!initialSupplier} />}
        </FormPicker>
        <FormFields
          control={control}
          fields={[
            moneyField('amount', t('common.amount'), { required: true }),
            me.company.withholdingVatAgent &&
              moneyField('vatWithheld', t('payments.dialog.vatWithheld'), {
                helperText: t('payments.dialog.vatWithheldHelp'),
              }),
          ]}
        />
        <PaymentMethodFields
          control={control}
          names={{ method: 'paymentMethod', reference: 'reference', bankAccountId: 'bankAccountId' }}
          labels={{
            method: t('payments.fields.method'),
            reference: t('payments.fields.reference'),
            referencePlaceholder: t('payments.dialog.referencePlaceholder'),
            mpesaCode: t('payments.dialog.mpesaCode'),
            mpesaHelp: t('payments.dialog.mpesaHelp'),
            account: t('payments.fields.paidFrom'),
          }}
          accounts={bankAccountOptions(banks.data)}
        />
        <FormDateField control={control} name="paymentDate" label={t('payments.dialog.paymentDate')} />
      </SettlementLayout>
    </FormDialog>
  );
}
