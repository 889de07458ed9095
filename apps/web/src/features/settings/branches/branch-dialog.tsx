import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type Branch, branchCreate } from '@tawi/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../shared/form/apply-server-errors';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useSaveBranch } from './branches-api';

const FIELDS = ['name', 'code', 'address', 'phone'] as const;

export interface BranchDialogProps {
  /** The branch to edit; none to add one. */
  branch: Branch | undefined;
  onClose: () => void;
}

/** Add or edit a branch. Mount it only while open, so the form starts from the branch each time. */
export function BranchDialog({ branch, onClose }: BranchDialogProps) {
  const titleId = useId();
  const save = useSaveBranch();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(branchCreate),
    defaultValues: {
      name: branch?.name ?? '',
      code: branch?.code ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
    },
  });

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: branch?.id, body });
      toast.success(branch ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, FIELDS);
      setFormError(placed > 0 ? 'Please correct the highlighted fields.' : errorMessage(err));
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{branch ? `Edit ${branch.name}` : 'Add a branch'}</DialogTitle>
        <DialogContent>
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
          {formError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {branch ? 'Save' : 'Add branch'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
