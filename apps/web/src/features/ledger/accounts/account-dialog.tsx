import Box from '@mui/material/Box';
import type { AccountOption } from '@tawi/contracts';
import { FULL_ROW } from '../../../shared/form/field-grid';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { FormSwitch } from '../../../shared/form/form-switch';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
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
  const system = Boolean(account?.systemKey);
  const { form, dialog } = useDialogForm({
    schema: accountForm,
    defaultValues: accountFormValues(account),
    serverFields: ACCOUNT_FIELDS,
    onClose,
    save: async (values) => {
      const { isActive: _active, ...create } = values;
      const body = account ? accountChanges(account, values) : create;
      const saved = await save.mutateAsync({ id: account?.id, body });
      return t(account ? 'accountDialog.updated' : 'accountDialog.added', { name: saved.name });
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={account ? t('accountDialog.editTitle', { name: account.name }) : t('accountDialog.addTitle')}
      submitLabel={account ? t('accountDialog.save') : t('accountDialog.add')}
    >
      <FormFieldGrid
        columns="1fr 2fr"
        padTop
        control={form.control}
        fields={[
          {
            name: 'code',
            label: t('accountDialog.code'),
            required: true,
            autoFocus: !account,
            placeholder: '6200',
          },
          { name: 'name', label: t('accountDialog.name'), required: true },
          {
            name: 'type',
            label: t('accountDialog.type'),
            options: accountTypeOptions(t),
            required: true,
            disabled: system,
            helperText: system ? t('accountDialog.typeLocked') : undefined,
          },
          {
            name: 'subtype',
            label: t('accountDialog.subtype'),
            placeholder: 'operating',
            helperText: t('accountDialog.subtypeHelp'),
          },
          {
            name: 'description',
            label: t('accountDialog.description'),
            multiline: true,
            minRows: 2,
            sx: FULL_ROW,
          },
        ]}
      />
      {account && (
        <Box sx={{ mt: 1.5 }}>
          <FormSwitch
            control={form.control}
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
