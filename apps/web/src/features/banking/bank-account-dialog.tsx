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
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label={t('accountDialog.name')}
          required
          autoFocus
          placeholder={t('accountDialog.namePlaceholder')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="kind"
          label={t('accountDialog.kind')}
          select
          required
          disabled={editing}
          helperText={editing ? t('accountDialog.kindFixed') : undefined}
        >
          {kindOptions(t).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="bankName"
          label={t('accountDialog.bank')}
          placeholder={t('accountDialog.bankPlaceholder')}
        />
        <FormTextField
          control={control}
          name="accountNumber"
          label={t('accountDialog.accountNumber')}
          placeholder={t('accountDialog.accountNumberPlaceholder')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormNumberField
          control={control}
          name="openingBalance"
          label={t('accountDialog.openingBalance')}
          disabled={editing}
          slotProps={{ ...KES, htmlInput: { step: 0.01, inputMode: 'decimal' } }}
          helperText={
            editing ? t('accountDialog.openingBalancePosted') : t('accountDialog.openingBalanceHelp')
          }
        />
        <FormDateField
          control={control}
          name="openingDate"
          label={t('accountDialog.openingDate')}
          disabled={editing}
        />
      </Box>
      {editing && (
        <Box sx={{ mt: 1.5 }}>
          <FormSwitch
            control={control}
            name="isActive"
            label={t('accountDialog.active')}
            helperText={t('accountDialog.activeHelp')}
          />
        </Box>
      )}
    </FormDialog>
  );
}
