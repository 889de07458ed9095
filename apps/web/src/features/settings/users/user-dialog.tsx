import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { type Branch, type Role, type User, type UserUpdate, userCreate } from '@tawi/contracts';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../shared/form/apply-server-errors';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { PasswordField } from '../../../shared/form/password-field';
import { useSession } from '../../../shared/session/session-context';
import { BranchAccessFields } from './branch-access-fields';
import { USER_FIELDS, type UserFormValues, userEditForm, userFormValues } from './user-form-schema';
import { useCreateUser, useUpdateUser } from './users-api';

export interface UserDialogProps {
  /** The user to edit; none to add one. */
  user: User | undefined;
  roles: Role[];
  branches: Branch[];
  onClose: () => void;
}

function updateBody(values: UserFormValues): UserUpdate {
  const { fullName, roleId, branchIds, branchId, password } = values;
  return { fullName, roleId, branchIds, branchId, ...(password ? { password } : {}) };
}

/** Add a user or edit one. Mount it only while open. */
export function UserDialog({ user, roles, branches, onClose }: UserDialogProps) {
  const titleId = useId();
  const { activeBranch } = useSession();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, formState } = useForm<
    UserFormValues,
    unknown,
    UserFormValues
  >({
    resolver: formResolver(user ? userEditForm : userCreate),
    defaultValues: userFormValues(user, activeBranch?.id),
  });
  const roleId = useWatch({ control, name: 'roleId' });
  const role = roles.find((r) => r.id === roleId);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = user
        ? await update.mutateAsync({ id: user.id, body: updateBody(values) })
        : await create.mutateAsync(values);
      toast.success(user ? `${saved.fullName} updated` : `${saved.fullName} can now sign in`);
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, USER_FIELDS);
      if (isApiError(err) && err.code === 'weak-password')
        setError('password', { type: 'server', message: err.message });
      if (isApiError(err) && err.code === 'email-already-in-use') {
        setError('email', { type: 'server', message: 'This email is already registered' });
      }
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
        <DialogTitle id={titleId}>{user ? `Edit ${user.fullName}` : 'Add a user'}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
            <FormTextField
              control={control}
              name="fullName"
              label="Full name"
              required
              autoFocus
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              required={!user}
              disabled={!!user}
              autoComplete="off"
              helperText={user ? 'The email cannot be changed' : 'They sign in with this email'}
            />
            <PasswordField
              control={control}
              name="password"
              label={user ? 'New password' : 'Password'}
              required={!user}
              autoComplete="new-password"
              helperText={
                user
                  ? 'Leave empty to keep the current password'
                  : 'Share it with them; they can change it, or reset it from the sign-in page'
              }
            />
            <FormTextField
              control={control}
              name="roleId"
              label="Role"
              select
              required
              helperText={role?.description ?? 'What they may do'}
            >
              {roles.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  <ListItemText primary={r.name} />
                </MenuItem>
              ))}
            </FormTextField>
            <BranchAccessFields
              control={control}
              setValue={setValue}
              branches={branches}
              allBranchesRole={role?.allBranches === true}
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
            {user ? 'Save' : 'Add user'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
