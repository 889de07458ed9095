import StoreIcon from '@mui/icons-material/Store';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session-context';

/**
 * The active branch: every request acts on it (X-Branch-Id). A user who reaches several branches (only
 * theirs: `me.branches`) switches here; one with a single branch sees its name.
 */
export function BranchSwitcher() {
  const { me, activeBranch, switchBranch } = useSession();
  const { t } = useTranslation();
  if (!activeBranch) return null;
  if (me.branches.length < 2) {
    return (
      <Chip
        icon={<StoreIcon fontSize="small" />}
        label={activeBranch.name}
        variant="outlined"
        aria-label={t('shell.branch', { name: activeBranch.name })}
        sx={{ maxWidth: { xs: 150, sm: 240 } }}
      />
    );
  }
  return (
    <TextField
      select
      label={t('shell.activeBranch')}
      value={activeBranch.id}
      onChange={(e) => switchBranch(e.target.value)}
      sx={{ minWidth: { xs: 130, sm: 200 }, maxWidth: { xs: 170, sm: 260 } }}
      slotProps={{
        select: { renderValue: (id) => me.branches.find((b) => b.id === id)?.name ?? '' },
        input: {
          startAdornment: (
            <InputAdornment position="start" sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <StoreIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    >
      {me.branches.map((branch) => (
        <MenuItem key={branch.id} value={branch.id}>
          {branch.name}
          {branch.code ? ` (${branch.code})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
