import type { SupplierOption } from '@tawi/contracts';
import { contactControl } from '../../../shared/documents/party-contact';
import { PartyContactFields } from '../../../shared/documents/party-contact-fields';
import { addEditTexts } from '../../../shared/form/dialog-texts';
import { FieldGrid } from '../../../shared/form/field-grid';
import { FormSwitch } from '../../../shared/form/form-switch';
import { useRecordDialogForm } from '../../../shared/form/use-record-dialog';
import { FormDialog } from '../../../shared/form-dialog';
import { useTradeText } from '../use-trade-text';
import { SUPPLIER_FIELDS, supplierForm, supplierFormValues } from './supplier-form';
import { useSaveSupplier } from './suppliers-api';

export interface SupplierDialogProps {
  /** The supplier to edit; none to add one. */
  supplier: SupplierOption | undefined;
  onClose: () => void;
  onSaved?: (supplier: SupplierOption) => void;
}

/** Add or edit a supplier. Mount only while open. */
export function SupplierDialog({ supplier, onClose, onSaved }: SupplierDialogProps) {
  const { t } = useTradeText();
  const save = useSaveSupplier();
  const { form, dialog } = useRecordDialogForm({
    schema: supplierForm,
    defaultValues: supplierFormValues(supplier),
    serverFields: SUPPLIER_FIELDS,
    texts: addEditTexts(t, 'suppliers.dialog', supplier?.name),
    onClose,
    save: async (values) => {
      const saved = await save.mutateAsync({ id: supplier?.id, body: values });
      onSaved?.(saved);
      return saved;
    },
  });

  return (
    <FormDialog {...dialog} maxWidth="md">
      <FieldGrid columns="1fr 1fr" padTop>
        <PartyContactFields
          control={contactControl(form.control)}
          namePlaceholder="Mombasa Millers Ltd"
          labels={{
            name: t('suppliers.dialog.name'),
            contactPerson: t('suppliers.dialog.contactPerson'),
            paymentTerms: t('suppliers.dialog.paymentTerms'),
            phone: t('suppliers.dialog.phone'),
            phoneHelp: t('suppliers.dialog.phoneHelp'),
            email: t('suppliers.dialog.email'),
            kraPin: t('suppliers.dialog.kraPin'),
            address: t('suppliers.dialog.address'),
            notes: t('common.notes'),
          }}
        >
          <FormSwitch
            control={form.control}
            name="isActive"
            label={t('suppliers.dialog.active')}
            helperText={t('suppliers.dialog.activeHelp')}
          />
        </PartyContactFields>
      </FieldGrid>
    </FormDialog>
  );
}
