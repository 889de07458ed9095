import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { BankAccountOption } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { addEditTexts } from '../../shared/form/dialog-texts';
import { FULL_ROW } from '../../shared/form/field-grid';
import { FormFieldGrid } from '../../shared/form/form-fields';
import { FormSwitch } from '../../shared/form/form-switch';
import { useRecordDialogForm } from '../../shared/form/use-record-dialog';
import { FormDialog } from '../../shared/form-dialog';
import { useSession } from '../../shared/session/session-context';
import {
  BANK_ACCOUNT_FIELDS,
  bankAccountBody,
  bankAccountForm,
  bankAccountFormValues,
} from './bank-account-form';
import { kindOptions } from './bank-account-kinds';
import { useSaveBankAccount } from './bank-accounts-api';
import { useBankingText } from './use-banking-text';

export interface BankAccountDialogProps {
  /** The account to edit; none to add one. */
  account: BankAccountOption | undefined;
  onClose: () => void;
}

const KES = { input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> } };

/** Add or edit a bank, cash or mobile-money account of the active branch. Mount only while open. */
export function BankAccountDialog({ account, onClose }: BankAccountDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useBankingText();
  const save = useSaveBankAccount();
  const editing = account !== undefined;
  const { form, dialog } = useRecordDialogForm(bankAccountForm, BANK_ACCOUNT_FIELDS, {
    defaultValues: bankAccountFormValues(account, todayIn(me.company.timeZone)),
    texts: addEditTexts(t, 'accountDialog', account?.name),
    onClose,
    save: (values) =>
      save.mutateAsync({ id: account?.id, body: bankAccountBody(account, values, activeBranch?.id) }),
  });

  return (
    <FormDialog {...dialog}>
      <FormFieldGrid
        columns="1fr 1fr"
        padTop
        control={form.control}
        fields={[
          {
            name: 'name',
            label: t('accountDialog.name'),
            required: true,
            autoFocus: true,
            placeholder: t('accountDialog.namePlaceholder'),
            sx: FULL_ROW,
          },
          {
            name: 'kind',
            label: t('accountDialog.kind'),
            options: kindOptions(t),
            required: true,
            disabled: editing,
            helperText: editing ? t('accountDialog.kindFixed') : undefined,
          },
          {
            name: 'bankName',
            label: t('accountDialog.bank'),
            placeholder: t('accountDialog.bankPlaceholder'),
          },
          {
            name: 'accountNumber',
            label: t('accountDialog.accountNumber'),
            placeholder: t('accountDialog.accountNumberPlaceholder'),
            sx: FULL_ROW,
          },
          {
            kind: 'number',
            name: 'openingBalance',
            label: t('accountDialog.openingBalance'),
            disabled: editing,
            slotProps: { ...KES, htmlInput: { step: 0.01, inputMode: 'decimal' } },
            helperText: editing
              ? t('accountDialog.openingBalancePosted')
              : t('accountDialog.openingBalanceHelp'),
          },
          { kind: 'date', name: 'openingDate', label: t('accountDialog.openingDate'), disabled: editing },
        ]}
      />
      {editing && (
        <Box sx={{ mt: 1.5 }}>
          <FormSwitch
            control={form.control}
            name="isActive"
            label={t('accountDialog.active')}
            helperText={t('accountDialog.activeHelp')}
          />
        </Box>
      )}
    </FormDialog>
  );
}
