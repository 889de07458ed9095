import { type Reconciliation, reconciliationCreate } from '@tawi/contracts';
import { SIGNED_MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { dateField, numberField } from '../../../shared/form/field-specs';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useBankingText } from '../use-banking-text';
import { reconciliationName } from './reconciliation-format';
import { useUpdateReconciliation } from './reconciliations-api';

/** Both figures of the statement, as when it was started. */
const statementForm = reconciliationCreate.pick({ statementDate: true, statementBalance: true });
const FIELDS = ['statementDate', 'statementBalance'] as const;

/** Corrects the statement's date or closing balance. Mount only while open. */
export function EditStatementDialog({
  reconciliation: r,
  onClose,
}: {
  reconciliation: Reconciliation;
  onClose: () => void;
}) {
  const { t } = useBankingText();
  const update = useUpdateReconciliation(r.id);
  const { form, dialog } = useDialogForm({
    schema: statementForm,
    defaultValues: { statementDate: r.statementDate, statementBalance: r.statementBalance },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const saved = await update.mutateAsync(body);
      return t('editStatement.saved', { name: reconciliationName(saved, t) });
    },
  });

  return (
    <FormDialog {...dialog} title={t('editStatement.title')} submitLabel={t('editStatement.submit')}>
      <FormFieldGrid
        columns="1fr 1fr"
        padTop
        control={form.control}
        fields={[
          dateField('statementDate', t('editStatement.statementDate'), {
            helperText: t('editStatement.statementDateHelp'),
          }),
          numberField('statementBalance', t('editStatement.statementBalance'), {
            required: true,
            autoFocus: true,
            slotProps: SIGNED_MONEY_SLOTS,
          }),
        ]}
      />
    </FormDialog>
  );
}
