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
import { useLedgerText } from '../use-ledger-text';
import { ACCOUNT_FIELDS, accountChanges, accountForm, accountFormValues } from './account-form';
import { accountTypeOptions } from './account-types';
import { useSaveAccount } from './accounts-api';

export interface AccountDialogProps {
  /** The account to edit; none to add one. */
  account: AccountOption | undefined;
  onClose: () => void;
}

/** Add or edit a ledger account. Mount it only while open. */
export function AccountDialog({ account, onClose }: AccountDialogProps) {
  const save = useSaveAccount();
  const { t } = useLedgerText();
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
      toast.success(t(account ? 'accountDialog.updated' : 'accountDialog.added', { name: saved.name }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={account ? t('accountDialog.editTitle', { name: account.name }) : t('accountDialog.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={account ? t('accountDialog.save') : t('accountDialog.add')}
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormTextField
          control={control}
          name="code"
          label={t('accountDialog.code')}
          required
          autoFocus={!account}
          placeholder="6200"
        />
        <FormTextField control={control} name="name" label={t('accountDialog.name')} required />
        <FormTextField
          control={control}
          name="type"
          label={t('accountDialog.type')}
          select
          required
          disabled={system}
          helperText={system ? t('accountDialog.typeLocked') : undefined}
        >
          {accountTypeOptions(t).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="subtype"
          label={t('accountDialog.subtype')}
          placeholder="operating"
          helperText={t('accountDialog.subtypeHelp')}
        />
        <FormTextField
          control={control}
          name="description"
          label={t('accountDialog.description')}
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
            label={t('accountDialog.active')}
            disabled={system}
            helperText={system ? t('accountDialog.activeSystem') : t('accountDialog.activeHelp')}
          />
        </Box>
      )}
    </FormDialog>
  );
}
