import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PARTY_FILTER_SX } from '../../../shared/documents/document-list-toolbar';
import { ALL_OPTION_SLOTS } from '../../../shared/documents/input-slots';
import { useSession } from '../../../shared/session/session-context';
import { useBankAccounts } from '../bank-accounts-api';
import { useBankingText } from '../use-banking-text';

/** A list filter: one bank, cash or M-Pesa account of the branch (inactive ones too), or all of them. */
export function BankAccountFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { activeBranch } = useSession();
  const { t } = useBankingText();
  const accounts = useBankAccounts({ branchId: activeBranch?.id, includeInactive: true });
  const options = accounts.data ?? [];
  return (
    <TextField
      select
      label={t('reconciliations.account')}
      value={options.some((a) => a.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={PARTY_FILTER_SX}
      slotProps={ALL_OPTION_SLOTS}
    >
      <MenuItem value="">{t('reconciliations.allAccounts')}</MenuItem>
      {options.map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
