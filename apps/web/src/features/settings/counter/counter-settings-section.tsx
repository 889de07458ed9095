import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CounterSettings } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-context';
import { useBankAccountOptions } from '../../banking/bank-accounts-api';
import { useCounterSettings, useUpdateCounterSettings } from '../../customers/counter/counter-api';

const METHODS = [
  { key: 'cashAccountId', label: 'Cash goes into', kind: 'cash' },
  { key: 'mpesaAccountId', label: 'M-Pesa goes into', kind: 'mobile_money' },
  { key: 'cardAccountId', label: 'Card goes into', kind: 'bank' },
] as const;

/** The accounts the active branch's counter sales are paid into, per method (Settings). */
export function CounterSettingsSection() {
  const { activeBranch } = useSession();
  const settings = useCounterSettings(activeBranch?.id);
  const accounts = useBankAccountOptions(activeBranch?.id);
  const update = useUpdateCounterSettings();
  const save = async (key: keyof CounterSettings, value: string) => {
    try {
      await update.mutateAsync({ branchId: activeBranch?.id, [key]: value || null });
      toast.success('Counter account saved');
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="counter-settings-title"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography id="counter-settings-title" variant="h6" component="h2">
        Counter sales at {activeBranch?.name ?? 'this branch'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Where the counter takes each payment method. Without a choice, the first active account of the kind.
      </Typography>
      <Typography
        component="div"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {METHODS.map((m) => (
          <TextField
            key={m.key}
            select
            size="small"
            label={m.label}
            value={settings.data?.[m.key] ?? ''}
            disabled={!settings.data || update.isPending}
            onChange={(e) => void save(m.key, e.target.value)}
          >
            <MenuItem value="">First suitable account</MenuItem>
            {(accounts.data ?? [])
              .filter((a) => a.kind === m.kind)
              .map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
          </TextField>
        ))}
      </Typography>
    </Paper>
  );
}
