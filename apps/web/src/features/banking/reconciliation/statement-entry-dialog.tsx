import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  type ReconciliationDetail,
  type ReconciliationEntryCreate,
  reconciliationEntryCreate,
} from '@tawi/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { formatDate } from '../../../shared/format';
import { useSession } from '../../../shared/session/session-context';
import { AccountPicker } from '../../ledger/accounts/account-picker';
import { useAccounts } from '../../ledger/accounts/accounts-api';
import { useBankAccounts } from '../bank-accounts-api';
import { useBankingText } from '../use-banking-text';
import { useAddStatementEntry } from './reconciliations-api';
import {
  accountAfterTypeChange,
  ENTRY_TYPES,
  entryAccounts,
  STATEMENT_ENTRY_FIELDS,
  type StatementEntryInput,
  statementEntryValues,
} from './statement-entry-form';

const resolver = formResolver(reconciliationEntryCreate) as unknown as Resolver<
  StatementEntryInput,
  unknown,
  ReconciliationEntryCreate
>;

/**
 * A line on the statement the books lack (bank charges, interest, an M-Pesa fee): posted to the
 * ledger against the account chosen, and matched at once. Mount only while open.
 */
export function StatementEntryDialog({
  reconciliation: r,
  onClose,
}: {
  reconciliation: ReconciliationDetail;
  onClose: () => void;
}) {
  const { activeBranch } = useSession();
  const { t } = useBankingText();
  const add = useAddStatementEntry(r.id);
  const chart = useAccounts();
  const banks = useBankAccounts({ branchId: activeBranch?.id, includeInactive: true });
  const ownAccountId = banks.data?.find((b) => b.id === r.bankAccountId)?.accountId;
  const accounts = useMemo(() => entryAccounts(chart.data ?? [], ownAccountId), [chart.data, ownAccountId]);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm({
    resolver,
    defaultValues: statementEntryValues(r.statementDate),
  });
  const { formError, attempt } = useServerErrors(setError, STATEMENT_ENTRY_FIELDS);
  const type = useWatch({ control, name: 'type' });

  useEffect(() => {
    setValue('accountId', accountAfterTypeChange(accounts, type, getValues('accountId')));
  }, [accounts, type, setValue, getValues]);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      await add.mutateAsync(body);
      toast.success(t('statementEntry.added', { description: body.description }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('statementEntry.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('statementEntry.submit')}
      error={formError}
      maxWidth="md"
    >
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {t('statementEntry.intro', { account: r.accountName })}
      </Alert>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="type" label={t('statementEntry.type')} select required>
          {ENTRY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`statementEntry.types.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField
          control={control}
          name="date"
          label={t('statementEntry.date')}
          helperText={t('statementEntry.dateHelp', { date: formatDate(r.statementDate) })}
        />
        <FormNumberField
          control={control}
          name="amount"
          label={t('statementEntry.amount')}
          required
          autoFocus
          slotProps={MONEY_SLOTS}
        />
        <Controller
          control={control}
          name="accountId"
          render={({ field, fieldState }) => (
            <AccountPicker
              accounts={accounts}
              label={t('statementEntry.otherAccount')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? (chart.error ? t('statementEntry.chartFailed') : undefined)}
            />
          )}
        />
        <FormTextField
          control={control}
          name="description"
          label={t('statementEntry.description')}
          required
          placeholder={t('statementEntry.descriptionPlaceholder')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="statementReference"
          label={t('statementEntry.statementReference')}
          placeholder={t('statementEntry.statementReferencePlaceholder')}
        />
        <FormTextField
          control={control}
          name="notes"
          label={t('statementEntry.notes')}
          multiline
          minRows={2}
        />
      </Box>
    </FormDialog>
  );
}
