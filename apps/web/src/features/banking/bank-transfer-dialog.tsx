import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type BankAccountOption, bankTransferCreate } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FieldGrid, FULL_ROW } from '../../shared/form/field-grid';
import { dateField, moneyField } from '../../shared/form/field-specs';
import { FormFields } from '../../shared/form/form-fields';
import { FormTextField } from '../../shared/form/form-text-field';
import { useDialogForm } from '../../shared/form/use-dialog-form';
import { FormDialog } from '../../shared/form-dialog';
import { formatKes } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { bankAccountLabel, useBankAccounts } from './bank-accounts-api';
import { useTransferMoney } from './bank-transfers-api';
import { useBankingText } from './use-banking-text';

const FIELDS = ['fromBankAccountId', 'toBankAccountId', 'amount', 'date', 'reference', 'notes'] as const;

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
  const { t } = useBankingText();
  const [toBranchId, setToBranchId] = useState(activeBranch?.id ?? '');
  const accounts = useBankAccounts({ branchId: activeBranch?.id, includeInactive: false }).data ?? [];
  const toAccounts =
    useBankAccounts({ branchId: toBranchId || undefined, includeInactive: false }).data ?? [];
  const transfer = useTransferMoney();
  const { form, dialog } = useDialogForm({
    schema: bankTransferCreate,
    defaultValues: {
      fromBankAccountId: '',
      toBankAccountId: '',
      amount: undefined,
      date: todayIn(me.company.timeZone),
      reference: '',
      notes: '',
    },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const saved = await transfer.mutateAsync(body);
      return t('transferDialog.done', {
        number: saved.transferNumber,
        amount: formatKes(saved.amount),
        from: saved.fromAccountName,
        to: saved.toAccountName,
      });
    },
  });
  const { control, setValue, getValues } = form;
  const fromId = useWatch({ control, name: 'fromBankAccountId' });
  useEffect(() => {
    if (fromId && getValues('toBankAccountId') === fromId) setValue('toBankAccountId', '');
  }, [fromId, getValues, setValue]);

  return (
    <FormDialog {...dialog} title={t('transferDialog.title')} submitLabel={t('transferDialog.submit')}>
      <FieldGrid columns="1fr 1fr" padTop>
        <FormTextField
          control={control}
          name="fromBankAccountId"
          label={t('transferDialog.fromAccount')}
          select
          required
        >
          {accountOptions(accounts)}
        </FormTextField>
        {me.branches.length > 1 && (
          <TextField
            select
            label={t('transferDialog.toBranch')}
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
        <FormTextField
          control={control}
          name="toBankAccountId"
          label={t('transferDialog.toAccount')}
          select
          required
        >
          {accountOptions(toAccounts.filter((a) => a.id !== fromId))}
        </FormTextField>
        <FormFields
          control={control}
          fields={[
            moneyField('amount', t('transferDialog.amount'), { required: true }),
            dateField('date', t('transferDialog.date'), { required: true }),
            {
              name: 'reference',
              label: t('transferDialog.reference'),
              placeholder: t('transferDialog.referencePlaceholder'),
              sx: FULL_ROW,
            },
            { name: 'notes', label: t('transferDialog.notes'), multiline: true, minRows: 2, sx: FULL_ROW },
          ]}
        />
      </FieldGrid>
    </FormDialog>
  );
}
