import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { type ReconciliationDetail, reconciliationCreate } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { SIGNED_MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatKes } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { useBankAccounts } from '../bank-accounts-api';
import { useBankingText } from '../use-banking-text';
import { reconciliationName } from './reconciliation-format';
import { useStartReconciliation } from './reconciliations-api';

const FIELDS = ['bankAccountId', 'statementDate', 'statementBalance'] as const;

export interface NewReconciliationDialogProps {
  onClose: () => void;
  onStarted: (reconciliation: ReconciliationDetail) => void;
}

/** Starts reconciling one account of the branch against a statement: its date and closing balance. */
export function NewReconciliationDialog({ onClose, onStarted }: NewReconciliationDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useBankingText();
  const start = useStartReconciliation();
  const banks = useBankAccounts({ branchId: activeBranch?.id, includeInactive: false });
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(reconciliationCreate),
    defaultValues: { bankAccountId: '', statementDate: todayIn(me.company.timeZone) },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const started = await start.mutateAsync(body);
      toast.success(t('newReconciliation.started', { name: reconciliationName(started, t) }));
      onClose();
      onStarted(started);
    }),
  );

  return (
    <FormDialog
      title={t('newReconciliation.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('newReconciliation.submit')}
      error={formError}
    >
      {banks.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('newReconciliation.noAccounts')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="bankAccountId"
          label={t('newReconciliation.account')}
          select
          required
          autoFocus
          sx={{ gridColumn: { sm: '1 / -1' } }}
        >
          {(banks.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
              {b.accountNumber ? ` · ${b.accountNumber}` : ''}
              {b.balance === undefined ? '' : ` · ${formatKes(b.balance)}`}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField
          control={control}
          name="statementDate"
          label={t('newReconciliation.statementDate')}
          helperText={t('newReconciliation.statementDateHelp')}
        />
        <FormNumberField
          control={control}
          name="statementBalance"
          label={t('newReconciliation.statementBalance')}
          required
          slotProps={SIGNED_MONEY_SLOTS}
          helperText={t('newReconciliation.statementBalanceHelp')}
        />
      </Box>
    </FormDialog>
  );
}
