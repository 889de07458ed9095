import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Role, roleCreate } from '@tawi/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../shared/form/apply-server-errors';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { PermissionMatrix } from './permission-matrix';
import { useSaveRole } from './roles-api';

export interface RoleDialogProps {
  /** The role to show or edit; none to create one. */
  role: Role | undefined;
  readOnly: boolean;
  onClose: () => void;
}

function ReadOnlyRole({ role }: { role: Role }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        {role.builtIn
          ? 'Built-in roles cannot be changed. Create a custom role to grant a different set.'
          : 'Your role does not allow changing roles.'}
      </Alert>
      <Typography color="text.secondary">{role.description}</Typography>
      <Typography variant="body2">
        {role.allBranches ? 'Reaches every branch.' : 'Reaches the branches assigned to each user.'}
      </Typography>
      <PermissionMatrix value={role.permissions} readOnly label={`Permissions of ${role.name}`} />
    </Box>
  );
}

/** Show a role (read-only) or create/edit a custom role with its permission matrix. Mount only while open. */
export function RoleDialog({ role, readOnly, onClose }: RoleDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveRole();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(roleCreate),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
  });

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: role?.id, body });
      toast.success(role ? `${saved.name} saved` : `${saved.name} created`);
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, ['name', 'description', 'permissions']);
      setFormError(placed > 0 ? 'Please correct the highlighted fields.' : errorMessage(err));
    }
  });

  const title =
    readOnly && role
      ? `${role.name}${role.builtIn ? ' (built-in)' : ''}`
      : role
        ? `Edit ${role.name}`
        : 'New role';

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {readOnly && role ? (
            <ReadOnlyRole role={role} />
          ) : (
            <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
                <FormTextField control={control} name="name" label="Role name" required autoFocus />
                <FormTextField
                  control={control}
                  name="description"
                  label="Description"
                  placeholder="What this role is for"
                />
              </Box>
              <Controller
                name="permissions"
                control={control}
                render={({ field, fieldState }) => (
                  <Box>
                    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                      Permissions
                    </Typography>
                    <PermissionMatrix value={field.value} onChange={field.onChange} label="Permissions" />
                    {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                  </Box>
                )}
              />
              {formError && <Alert severity="error">{formError}</Alert>}
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {role ? 'Save' : 'Create role'}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
