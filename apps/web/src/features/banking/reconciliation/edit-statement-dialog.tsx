import Box from '@mui/material/Box';
import { type Reconciliation, reconciliationCreate } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SIGNED_MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { useServerErrors } from '../../../shared/form/use-server-errors';
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
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(statementForm),
    defaultValues: { statementDate: r.statementDate, statementBalance: r.statementBalance },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await update.mutateAsync(body);
      toast.success(t('editStatement.saved', { name: reconciliationName(saved, t) }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('editStatement.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('editStatement.submit')}
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateField
          control={control}
          name="statementDate"
          label={t('editStatement.statementDate')}
          helperText={t('editStatement.statementDateHelp')}
        />
        <FormNumberField
          control={control}
          name="statementBalance"
          label={t('editStatement.statementBalance')}
          required
          autoFocus
          slotProps={SIGNED_MONEY_SLOTS}
        />
      </Box>
    </FormDialog>
  );
}
