import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { BankAccountOption } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDateField } from '../../shared/form/form-date-field';
import { FormNumberField } from '../../shared/form/form-number-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormSwitch } from '../../shared/form/form-switch';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
import { FormDialog } from '../../shared/form-dialog';
import { useSession } from '../../shared/session/session-context';
import {
  BANK_ACCOUNT_FIELDS,
  bankAccountChanges,
  bankAccountForm,
  bankAccountFormValues,
} from './bank-account-form';
import { KIND_OPTIONS } from './bank-account-kinds';
import { useSaveBankAccount } from './bank-accounts-api';

export interface BankAccountDialogProps {
  /** The account to edit; none to add one. */
  account: BankAccountOption | undefined;
  onClose: () => void;
}

const KES = { input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> } };

/** Add or edit a bank, cash or mobile-money account of the active branch. Mount only while open. */
export function BankAccountDialog({ account, onClose }: BankAccountDialogProps) {
  const { me, activeBranch } = useSession();
  const save = useSaveBankAccount();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(bankAccountForm),
    defaultValues: bankAccountFormValues(account, todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, BANK_ACCOUNT_FIELDS);
  const editing = account !== undefined;

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const { isActive: _active, ...create } = values;
      const body = account ? bankAccountChanges(values) : { ...create, branchId: activeBranch?.id };
      const saved = await save.mutateAsync({ id: account?.id, body });
      toast.success(account ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={account ? `Edit ${account.name}` : 'Add a bank account'}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={account ? 'Save' : 'Add account'}
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label="Account name"
          required
          autoFocus
          placeholder="KCB current account"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="kind"
          label="Kind"
          select
          required
          disabled={editing}
          helperText={editing ? 'The kind cannot change' : undefined}
        >
          {KIND_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="bankName" label="Bank" placeholder="KCB, Equity, Safaricom" />
        <FormTextField
          control={control}
          name="accountNumber"
          label="Account number"
          placeholder="1234567890 or till number"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormNumberField
          control={control}
          name="openingBalance"
          label="Opening balance"
          disabled={editing}
          slotProps={{ ...KES, htmlInput: { step: 0.01, inputMode: 'decimal' } }}
          helperText={editing ? 'Posted when the account was added' : 'Posted against opening balance equity'}
        />
        <FormDateField control={control} name="openingDate" label="Opening date" disabled={editing} />
      </Box>
      {editing && (
        <Box sx={{ mt: 1.5 }}>
          <FormSwitch
            control={control}
            name="isActive"
            label="Active"
            helperText="An inactive account is not offered for payments"
          />
        </Box>
      )}
    </FormDialog>
  );
}
