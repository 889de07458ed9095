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
import { useSettingsText } from '../use-settings-text';

/** Each method's account; `label` is its key under `counter` in the settings text. */
const METHODS = [
  { key: 'cashAccountId', label: 'cashInto', kind: 'cash' },
  { key: 'mpesaAccountId', label: 'mpesaInto', kind: 'mobile_money' },
  { key: 'cardAccountId', label: 'cardInto', kind: 'bank' },
] as const;

/** The accounts the active branch's counter sales are paid into, per method (Settings). */
export function CounterSettingsSection() {
  const { activeBranch } = useSession();
  const { t } = useSettingsText();
  const settings = useCounterSettings(activeBranch?.id);
  const accounts = useBankAccountOptions(activeBranch?.id);
  const update = useUpdateCounterSettings();
  const save = async (key: keyof CounterSettings, value: string) => {
    try {
      await update.mutateAsync({ branchId: activeBranch?.id, [key]: value || null });
      toast.success(t('counter.saved'));
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
        {activeBranch ? t('counter.title', { branch: activeBranch.name }) : t('counter.titleNoBranch')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('counter.description')}
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
            label={t(`counter.${m.label}`)}
            value={settings.data?.[m.key] ?? ''}
            disabled={!settings.data || update.isPending}
            onChange={(e) => void save(m.key, e.target.value)}
          >
            <MenuItem value="">{t('counter.firstSuitable')}</MenuItem>
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
