import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type BankAccountOption, bankTransferCreate } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { MONEY_SLOTS } from '../../shared/documents/input-slots';
import { FormDateField } from '../../shared/form/form-date-field';
import { FormNumberField } from '../../shared/form/form-number-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
import { FormDialog } from '../../shared/form-dialog';
import { formatKes } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { bankAccountLabel, useBankAccounts } from './bank-accounts-api';
import { useTransferMoney } from './bank-transfers-api';
import { useBankingText } from './use-banking-text';

const FIELDS = ['fromBankAccountId', 'toBankAccountId', 'amount', 'date', 'reference', 'notes'] as const;
const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

/** The accounts as select options, each with its balance today ("Shop till · KES 5,000.00"). */
function accountOptions(accounts: readonly BankAccountOption[]) {
  return accounts.map((a) => (
    <MenuItem key={a.id} value={a.id}>
      {bankAccountLabel(a)}
    </MenuItem>
  ));
}

/**
 * Moves money from an active account of the branch to another active account (cash banked, M-Pesa swept
 * to the bank), of this branch or, for a user of several branches, of another one (the books post it
 * through the inter-branch account). Mount only while open.
 */
export function BankTransferDialog({ onClose }: { onClose: () => void }) {
  const { me, activeBranch } = useSession();
  const { t } = useBankingText();
  const [toBranchId, setToBranchId] = useState(activeBranch?.id ?? '');
  const accounts = useBankAccounts({ branchId: activeBranch?.id, includeInactive: false }).data ?? [];
  const toAccounts =
    useBankAccounts({ branchId: toBranchId || undefined, includeInactive: false }).data ?? [];
  const transfer = useTransferMoney();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm({
    resolver: formResolver(bankTransferCreate),
    defaultValues: {
      fromBankAccountId: '',
      toBankAccountId: '',
      amount: undefined,
      date: todayIn(me.company.timeZone),
      reference: '',
      notes: '',
    },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);
  const fromId = useWatch({ control, name: 'fromBankAccountId' });
  useEffect(() => {
    if (fromId && getValues('toBankAccountId') === fromId) setValue('toBankAccountId', '');
  }, [fromId, getValues, setValue]);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await transfer.mutateAsync(body);
      toast.success(
        t('transferDialog.done', {
          number: saved.transferNumber,
          amount: formatKes(saved.amount),
          from: saved.fromAccountName,
          to: saved.toAccountName,
        }),
      );
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('transferDialog.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('transferDialog.submit')}
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="fromBankAccountId"
          label={t('transferDialog.fromAccount')}
          select
          required
        >
          {accountOptions(accounts)}
        </FormTextField>
        {me.branches.length > 1 && (
          <TextField
            select
            label={t('transferDialog.toBranch')}
            value={toBranchId}
            onChange={(e) => {
              setToBranchId(e.target.value);
              setValue('toBankAccountId', '');
            }}
          >
            {me.branches.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormTextField
          control={control}
          name="toBankAccountId"
          label={t('transferDialog.toAccount')}
          select
          required
        >
          {accountOptions(toAccounts.filter((a) => a.id !== fromId))}
        </FormTextField>
        <FormNumberField
          control={control}
          name="amount"
          label={t('transferDialog.amount')}
          required
          slotProps={MONEY_SLOTS}
        />
        <FormDateField control={control} name="date" label={t('transferDialog.date')} required />
        <FormTextField
          control={control}
          name="reference"
          label={t('transferDialog.reference')}
          placeholder={t('transferDialog.referencePlaceholder')}
          sx={FULL_ROW}
        />
        <FormTextField
          control={control}
          name="notes"
          label={t('transferDialog.notes')}
          multiline
          minRows={2}
          sx={FULL_ROW}
        />
      </Box>
    </FormDialog>
  );
}
