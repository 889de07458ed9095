import Alert from '@mui/material/Alert';
import { type ReconciliationDetail, reconciliationEntryCreate } from '@tawi/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { titleAndSubmit } from '../../../shared/form/dialog-texts';
import { FieldGrid, FULL_ROW } from '../../../shared/form/field-grid';
import { dateField, moneyField } from '../../../shared/form/field-specs';
import { FormFields } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
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
  statementEntryValues,
} from './statement-entry-form';

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
  const { form, dialog } = useDialogForm({
    schema: reconciliationEntryCreate,
    defaultValues: statementEntryValues(r.statementDate),
    serverFields: STATEMENT_ENTRY_FIELDS,
    onClose,
    save: async (body) => {
      await add.mutateAsync(body);
      return t('statementEntry.added', { description: body.description });
    },
  });
  const { control, setValue, getValues } = form;
  const type = useWatch({ control, name: 'type' });

  useEffect(() => {
    setValue('accountId', accountAfterTypeChange(accounts, type, getValues('accountId')));
  }, [accounts, type, setValue, getValues]);

  return (
    <FormDialog {...dialog} {...titleAndSubmit(t, 'statementEntry')} maxWidth="md">
      <Alert severity="info" sx={{ mb: 2.5 }}>
        {t('statementEntry.intro', { account: r.accountName })}
      </Alert>
      <FieldGrid columns="1fr 1fr">
        <FormFields
          control={control}
          fields={[
            {
              name: 'type',
              label: t('statementEntry.type'),
              required: true,
              options: ENTRY_TYPES.map((type) => ({ value: type, label: t(`statementEntry.types.${type}`) })),
            },
            dateField('date', t('statementEntry.date'), {
              helperText: t('statementEntry.dateHelp', { date: formatDate(r.statementDate) }),
            }),
            moneyField('amount', t('statementEntry.amount'), { required: true, autoFocus: true }),
          ]}
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
        <FormFields
          control={control}
          fields={[
            {
              name: 'description',
              label: t('statementEntry.description'),
              required: true,
              placeholder: t('statementEntry.descriptionPlaceholder'),
              sx: FULL_ROW,
            },
            {
              name: 'statementReference',
              label: t('statementEntry.statementReference'),
              placeholder: t('statementEntry.statementReferencePlaceholder'),
            },
            { name: 'notes', label: t('statementEntry.notes'), multiline: true, minRows: 2 },
          ]}
        />
      </FieldGrid>
    </FormDialog>
  );
}
