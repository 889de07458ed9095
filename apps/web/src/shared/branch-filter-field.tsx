import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
  return (
    <TextField
      select
      label="Branch"
      value={me.branches.some((b) => b.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
      slotProps={ALL_OPTION_SLOTS}
    >
      <MenuItem value="">All branches</MenuItem>
      {me.branches.map((b) => (
        <MenuItem key={b.id} value={b.id}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
