import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { type ReconciliationDetail, reconciliationCreate } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { SIGNED_MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FieldGrid, FULL_ROW } from '../../../shared/form/field-grid';
import { dateField, numberField } from '../../../shared/form/field-specs';
import { FormFields } from '../../../shared/form/form-fields';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
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
  const { form, dialog } = useDialogForm({
    schema: reconciliationCreate,
    defaultValues: { bankAccountId: '', statementDate: todayIn(me.company.timeZone) },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const started = await start.mutateAsync(body);
      onStarted(started);
      return t('newReconciliation.started', { name: reconciliationName(started, t) });
    },
  });

  return (
    <FormDialog {...dialog} title={t('newReconciliation.title')} submitLabel={t('newReconciliation.submit')}>
      {banks.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('newReconciliation.noAccounts')}
        </Alert>
      )}
      <FieldGrid columns="1fr 1fr" padTop>
        <FormTextField
          control={form.control}
          name="bankAccountId"
          label={t('newReconciliation.account')}
          select
          required
          autoFocus
          sx={FULL_ROW}
        >
          {(banks.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
              {b.accountNumber ? ` · ${b.accountNumber}` : ''}
              {b.balance === undefined ? '' : ` · ${formatKes(b.balance)}`}
            </MenuItem>
          ))}
        </FormTextField>
        <FormFields
          control={form.control}
          fields={[
            dateField('statementDate', t('newReconciliation.statementDate'), {
              helperText: t('newReconciliation.statementDateHelp'),
            }),
            numberField('statementBalance', t('newReconciliation.statementBalance'), {
              required: true,
              slotProps: SIGNED_MONEY_SLOTS,
              helperText: t('newReconciliation.statementBalanceHelp'),
            }),
          ]}
        />
      </FieldGrid>
    </FormDialog>
  );
}
