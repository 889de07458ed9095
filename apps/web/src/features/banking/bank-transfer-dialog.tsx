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
        `${saved.transferNumber}: ${formatKes(saved.amount)} moved from ${saved.fromAccountName} to ${saved.toAccountName}`,
      );
      onClose();
    }),
  );

  return (
    <FormDialog
      title="Transfer money"
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel="Transfer"
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="fromBankAccountId" label="From account" select required>
          {accountOptions(accounts)}
        </FormTextField>
        {me.branches.length > 1 && (
          <TextField
            select
            label="To branch"
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
        <FormTextField control={control} name="toBankAccountId" label="To account" select required>
          {accountOptions(toAccounts.filter((a) => a.id !== fromId))}
        </FormTextField>
        <FormNumberField control={control} name="amount" label="Amount" required slotProps={MONEY_SLOTS} />
        <FormDateField control={control} name="date" label="Date" required />
        <FormTextField
          control={control}
          name="reference"
          label="Reference"
          placeholder="Deposit slip number"
          sx={FULL_ROW}
        />
        <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} sx={FULL_ROW} />
      </Box>
    </FormDialog>
  );
}
