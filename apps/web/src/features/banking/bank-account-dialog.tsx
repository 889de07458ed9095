import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { BankAccount } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../shared/api/api-error';
import { applyServerFieldErrors } from '../../shared/form/apply-server-errors';
import { FormDateField } from '../../shared/form/form-date-field';
import { FormNumberField } from '../../shared/form/form-number-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormSwitch } from '../../shared/form/form-switch';
import { FormTextField } from '../../shared/form/form-text-field';
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
  account: BankAccount | undefined;
  onClose: () => void;
}

const KES = { input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> } };

/** Add or edit a bank, cash or mobile-money account of the active branch. Mount only while open. */
export function BankAccountDialog({ account, onClose }: BankAccountDialogProps) {
  const titleId = useId();
  const { me, activeBranch } = useSession();
  const save = useSaveBankAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(bankAccountForm),
    defaultValues: bankAccountFormValues(account, todayIn(me.company.timeZone)),
  });
  const editing = account !== undefined;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { isActive: _active, ...create } = values;
      const body = account ? bankAccountChanges(values) : { ...create, branchId: activeBranch?.id };
      const saved = await save.mutateAsync({ id: account?.id, body });
      toast.success(account ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, BANK_ACCOUNT_FIELDS);
      setFormError(placed > 0 ? 'Please correct the highlighted fields.' : errorMessage(err));
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{account ? `Edit ${account.name}` : 'Add a bank account'}</DialogTitle>
        <DialogContent>
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
            <FormTextField
              control={control}
              name="bankName"
              label="Bank"
              placeholder="KCB, Equity, Safaricom"
            />
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
              helperText={
                editing ? 'Posted when the account was added' : 'Posted against opening balance equity'
              }
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
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {account ? 'Save' : 'Add account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
