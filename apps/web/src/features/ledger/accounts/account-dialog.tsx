import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import type { Account } from '@tawi/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../shared/form/apply-server-errors';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { ACCOUNT_FIELDS, accountChanges, accountForm, accountFormValues } from './account-form';
import { ACCOUNT_TYPE_OPTIONS } from './account-types';
import { useSaveAccount } from './accounts-api';

export interface AccountDialogProps {
  /** The account to edit; none to add one. */
  account: Account | undefined;
  onClose: () => void;
}

/** Add or edit a ledger account. Mount it only while open. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const titleId = useId();
  const save = useSaveAccount();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(accountForm),
    defaultValues: accountFormValues(account),
  });
  const system = Boolean(account?.systemKey);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { isActive: _active, ...create } = values;
      const body = account ? accountChanges(account, values) : create;
      const saved = await save.mutateAsync({ id: account?.id, body });
      toast.success(account ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, ACCOUNT_FIELDS);
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
        <DialogTitle id={titleId}>{account ? `Edit ${account.name}` : 'Add an account'}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            <FormTextField
              control={control}
              name="code"
              label="Code"
              required
              autoFocus={!account}
              placeholder="6200"
            />
            <FormTextField control={control} name="name" label="Account name" required />
            <FormTextField
              control={control}
              name="type"
              label="Type"
              select
              required
              disabled={system}
              helperText={system ? 'A system account keeps its type' : undefined}
            >
              {ACCOUNT_TYPE_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="subtype"
              label="Subtype"
              placeholder="operating"
              helperText="Optional grouping, e.g. operating or cost_of_sales"
            />
            <FormTextField
              control={control}
              name="description"
              label="Description"
              multiline
              minRows={2}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
          </Box>
          {account && (
            <Box sx={{ mt: 1.5 }}>
              <FormSwitch
                control={control}
                name="isActive"
                label="Active"
                disabled={system}
                helperText={
                  system
                    ? 'The posting rules use this account: it stays active'
                    : 'An inactive account takes no new postings'
                }
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
