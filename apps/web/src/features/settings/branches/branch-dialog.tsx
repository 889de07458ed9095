import Box from '@mui/material/Box';
import { type Branch, branchCreate } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSaveBranch } from './branches-api';

const FIELDS = ['name', 'code', 'address', 'phone'] as const;

export interface BranchDialogProps {
  /** The branch to edit; none to add one. */
  branch: Branch | undefined;
  onClose: () => void;
}

/** Add or edit a branch. Mount it only while open, so the form starts from the branch each time. */
export function BranchDialog({ branch, onClose }: BranchDialogProps) {
  const save = useSaveBranch();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(branchCreate),
    defaultValues: {
      name: branch?.name ?? '',
      code: branch?.code ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
    },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);

  const submit = handleSubmit((body) =>
    attempt(async () => {
      const saved = await save.mutateAsync({ id: branch?.id, body });
      toast.success(branch ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={branch ? `Edit ${branch.name}` : 'Add a branch'}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={branch ? 'Save' : 'Add branch'}
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField control={control} name="name" label="Branch name" required autoFocus />
        <FormTextField
          control={control}
          name="code"
          label="Code"
          placeholder="NBO"
          helperText="Up to 12 letters, digits or hyphens"
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <FormTextField
          control={control}
          name="address"
          label="Address"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          placeholder="+254712345678"
          helperText="Kenyan number: +254 and 9 digits starting 7 or 1"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
    </FormDialog>
  );
}
