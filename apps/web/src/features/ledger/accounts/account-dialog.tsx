import Box from '@mui/material/Box';
import type { AccountOption } from '@tawi/contracts';
import { addEditTexts } from '../../../shared/form/dialog-texts';
import { FULL_ROW } from '../../../shared/form/field-grid';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { FormSwitch } from '../../../shared/form/form-switch';
import { useRecordDialogForm } from '../../../shared/form/use-record-dialog';
import { FormDialog } from '../../../shared/form-dialog';
import { useLedgerText } from '../use-ledger-text';
import { ACCOUNT_FIELDS, accountBody, accountForm, accountFormValues } from './account-form';
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
  const { form, dialog } = useRecordDialogForm(accountForm, ACCOUNT_FIELDS, {
    defaultValues: accountFormValues(account),
    texts: addEditTexts(t, 'accountDialog', account?.name),
    onClose,
    save: (values) => save.mutateAsync({ id: account?.id, body: accountBody(account, values) }),
  });

  return (
    <FormDialog {...dialog}>
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
