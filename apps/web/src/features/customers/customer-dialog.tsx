import type { CustomerOption } from '@tawi/contracts';
import { MONEY_SLOTS } from '../../shared/documents/input-slots';
import { contactLabels, PartyFormDialog } from '../../shared/documents/party-contact-fields';
import { addEditTexts } from '../../shared/form/dialog-texts';
import { FormFields } from '../../shared/form/form-fields';
import { useRecordDialogForm } from '../../shared/form/use-record-dialog';
import { CUSTOMER_FIELDS, customerForm, customerFormValues } from './customer-form';
import { useSaveCustomer } from './customers-api';
import { useCustomersText } from './use-customers-text';

/** Add or edit a customer. Mount only while open. */
export function CustomerDialog({
  customer,
  onClose,
}: {
  customer: CustomerOption | undefined;
  onClose: () => void;
}) {
  const { t } = useCustomersText();
  const save = useSaveCustomer();
  const { form, dialog } = useRecordDialogForm(customerForm, CUSTOMER_FIELDS, {
    defaultValues: customerFormValues(customer),
    texts: addEditTexts(t, 'dialog', customer?.name),
    onClose,
    save: (values) => save.mutateAsync({ id: customer?.id, body: values }),
  });

  return (
    <PartyFormDialog
      dialog={dialog}
      control={form.control}
      namePlaceholder="Kilimani Grocers"
      labels={contactLabels(t, 'fields', t('fields.notes'))}
    >
      <FormFields
        control={form.control}
        fields={[
          { kind: 'number', name: 'creditLimit', label: t('fields.creditLimit'), slotProps: MONEY_SLOTS },
          {
            kind: 'switch',
            name: 'withholdingVatAgent',
            label: t('fields.withholdingVatAgent'),
            helperText: t('fields.withholdingVatAgentHelp'),
          },
          {
            kind: 'switch',
            name: 'isActive',
            label: t('fields.active'),
            helperText: t('fields.activeHelp'),
          },
        ]}
      />
    </PartyFormDialog>
  );
}
