import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSession } from './session/session-context';

const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** A report filter: one of the user's branches, or '' for all of them. */
export function BranchFilterField({
  value,
  onChange,
}: {
  value: string;
  onChange: (branchId: string) => void;
}) {
  const { me } = useSession();
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('branchFilter.label')}
      value={me.branches.some((b) => b.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
      slotProps={ALL_OPTION_SLOTS}
    >
      <MenuItem value="">{t('branchFilter.all')}</MenuItem>
      {me.branches.map((b) => (
        <MenuItem key={b.id} value={b.id}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
