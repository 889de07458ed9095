import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { AccountOption } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { ACCOUNT_FIELDS, accountChanges, accountForm, accountFormValues } from './account-form';
import { ACCOUNT_TYPE_OPTIONS } from './account-types';
import { useSaveAccount } from './accounts-api';

export interface AccountDialogProps {
  /** The account to edit; none to add one. */
  account: AccountOption | undefined;
  onClose: () => void;
}

/** Add or edit a ledger account. Mount it only while open. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const save = useSaveAccount();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(accountForm),
    defaultValues: accountFormValues(account),
  });
  const { formError, attempt } = useServerErrors(setError, ACCOUNT_FIELDS);
  const system = Boolean(account?.systemKey);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const { isActive: _active, ...create } = values;
      const body = account ? accountChanges(account, values) : create;
      const saved = await save.mutateAsync({ id: account?.id, body });
      toast.success(account ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={account ? `Edit ${account.name}` : 'Add an account'}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={account ? 'Save' : 'Add account'}
      error={formError}
    >
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
    </FormDialog>
  );
}
