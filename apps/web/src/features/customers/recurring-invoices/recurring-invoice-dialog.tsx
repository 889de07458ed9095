import { type Invoice, recurringInvoiceCreate, recurringInvoicesApi } from '@tawi/contracts';
import { RECURRENCE_FREQUENCIES, todayIn } from '@tawi/domain';
import { useApiMutation } from '../../../shared/api/api-hooks';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useCustomersText } from '../use-customers-text';

const FIELDS = ['frequency', 'startDate', 'endDate', 'maxCount', 'emailCustomer'] as const;

/** Sets up a schedule that issues a copy of this invoice on each date (the server's job issues them). */
export function RecurringInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useCustomersText();
  const create = useApiMutation(recurringInvoicesApi.create);
  const { form, dialog } = useDialogForm({
    schema: recurringInvoiceCreate,
    defaultValues: {
      invoiceId: invoice.id,
      frequency: 'monthly',
      startDate: todayIn(),
      endDate: '',
      maxCount: '',
      emailCustomer: false,
    },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      await create.mutateAsync({ body });
      return t(`recurring.repeats.${body.frequency}`, { number: invoice.invoiceNumber });
    },
  });
  return (
    <FormDialog
      {...dialog}
      title={t('recurring.dialogTitle', { number: invoice.invoiceNumber })}
      submitLabel={t('recurring.save')}
    >
      <FormFieldGrid
        padTop
        control={form.control}
        fields={[
          {
            name: 'frequency',
            label: t('recurring.howOften'),
            options: RECURRENCE_FREQUENCIES.map((f) => ({
              value: f,
              label: t(`recurring.frequency.${f}`),
            })),
          },
          { kind: 'date', name: 'startDate', label: t('recurring.firstOn'), required: true },
          { kind: 'date', name: 'endDate', label: t('recurring.lastBy') },
          {
            kind: 'number',
            name: 'maxCount',
            label: t('recurring.maxCount'),
            helperText: t('recurring.maxCountHelp'),
            slotProps: { htmlInput: { min: 1, max: 1000 } },
          },
          { kind: 'switch', name: 'emailCustomer', label: t('recurring.emailCustomer') },
        ]}
      />
    </FormDialog>
  );
}
