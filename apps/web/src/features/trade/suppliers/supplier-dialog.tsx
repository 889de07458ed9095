import type { SupplierOption } from '@tawi/contracts';
import { contactLabels, PartyFormDialog } from '../../../shared/documents/party-contact-fields';
import { addEditTexts } from '../../../shared/form/dialog-texts';
import { FormSwitch } from '../../../shared/form/form-switch';
import { useRecordDialogForm } from '../../../shared/form/use-record-dialog';
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
  const { form, dialog } = useRecordDialogForm(supplierForm, SUPPLIER_FIELDS, {
    defaultValues: supplierFormValues(supplier),
    texts: addEditTexts(t, 'suppliers.dialog', supplier?.name),
    onClose,
    save: async (values) => {
      const saved = await save.mutateAsync({ id: supplier?.id, body: values });
      onSaved?.(saved);
      return saved;
    },
  });

  return (
    <PartyFormDialog
      dialog={dialog}
      control={form.control}
      namePlaceholder="Mombasa Millers Ltd"
      labels={contactLabels(t, 'suppliers.dialog', t('common.notes'))}
    >
      <FormSwitch
        control={form.control}
        name="isActive"
        label={t('suppliers.dialog.active')}
        helperText={t('suppliers.dialog.activeHelp')}
      />
    </PartyFormDialog>
  );
}
