import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Branch } from '@tawi/contracts';
import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useBoundInput } from '../../../shared/form/bound-input';
import { useSettingsText } from '../use-settings-text';
import type { UserFormValues } from './user-form-schema';

export interface BranchAccessFieldsProps {
  control: Control<UserFormValues, unknown, UserFormValues>;
  setValue: UseFormSetValue<UserFormValues>;
  branches: Branch[];
  allBranchesRole: boolean;
}

/** Which branches the user may work in, and which of them is home. */
export function BranchAccessFields({
  control,
  setValue,
  branches,
  allBranchesRole,
}: BranchAccessFieldsProps) {
  const { t } = useSettingsText();
  const selected = useWatch({ control, name: 'branchIds' });
  const home = useWatch({ control, name: 'branchId' });
  const nameOf = (id: string) => branches.find((b) => b.id === id)?.name ?? t('users.branchAccess.unknown');

  useEffect(() => {
    const first = selected[0];
    if (!selected.includes(home) && first) setValue('branchId', first, { shouldValidate: false });
  }, [selected, home, setValue]);

  const branchesBox = useBoundInput(
    { name: 'branchIds', control },
    {
      helperText: allBranchesRole
        ? t('users.branchAccess.everyBranch')
        : t('users.branchAccess.branchesHelp'),
    },
  );
  const homeBox = useBoundInput(
    { name: 'branchId', control },
    { helperText: t('users.branchAccess.homeHelp') },
  );

  return (
    <>
      <TextField
        select
        label={t('users.branchAccess.branches')}
        {...branchesBox.input}
        onChange={(e) => {
          const v = e.target.value as unknown;
          branchesBox.field.onChange(typeof v === 'string' ? v.split(',') : v);
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) => (value as string[]).map(nameOf).join(', '),
          },
        }}
      >
        {branches.map((branch) => (
          <MenuItem key={branch.id} value={branch.id}>
            <Checkbox checked={selected.includes(branch.id)} size="small" sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={branch.name} secondary={branch.code ?? undefined} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('users.branchAccess.home')}
        {...homeBox.input}
        value={selected.includes(home) ? home : ''}
      >
        {selected.map((id) => (
          <MenuItem key={id} value={id}>
            {nameOf(id)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
