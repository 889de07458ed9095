import type { CustomerOption } from '@tawi/contracts';
import { MONEY_SLOTS } from '../../shared/documents/input-slots';
import { contactControl } from '../../shared/documents/party-contact';
import { PartyContactFields } from '../../shared/documents/party-contact-fields';
import { addEditTexts } from '../../shared/form/dialog-texts';
import { FieldGrid } from '../../shared/form/field-grid';
import { FormFields } from '../../shared/form/form-fields';
import { useRecordDialogForm } from '../../shared/form/use-record-dialog';
import { FormDialog } from '../../shared/form-dialog';
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
  const { form, dialog } = useRecordDialogForm({
    schema: customerForm,
    defaultValues: customerFormValues(customer),
    serverFields: CUSTOMER_FIELDS,
    texts: addEditTexts(t, 'dialog', customer?.name),
    onClose,
    save: (values) => save.mutateAsync({ id: customer?.id, body: values }),
  });

  return (
    <FormDialog {...dialog} maxWidth="md">
      <FieldGrid columns="1fr 1fr" padTop>
        <PartyContactFields
          control={contactControl(form.control)}
          namePlaceholder="Kilimani Grocers"
          labels={{
            name: t('fields.name'),
            contactPerson: t('fields.contactPerson'),
            paymentTerms: t('fields.paymentTerms'),
            phone: t('fields.phone'),
            phoneHelp: t('fields.phoneHelp'),
            email: t('fields.email'),
            kraPin: t('fields.kraPin'),
            address: t('fields.address'),
            notes: t('fields.notes'),
          }}
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
        </PartyContactFields>
      </FieldGrid>
    </FormDialog>
  );
}
