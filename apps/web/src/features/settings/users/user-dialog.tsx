import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { type Branch, type Role, type User, type UserUpdate, userCreate } from '@tawi/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { FieldGrid } from '../../../shared/form/field-grid';
import { FormFields } from '../../../shared/form/form-fields';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { PasswordField } from '../../../shared/form/password-field';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useSettingsText } from '../use-settings-text';
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
  const { t } = useSettingsText();
  const { activeBranch } = useSession();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<UserFormValues, unknown, UserFormValues>({
    resolver: formResolver(user ? userEditForm : userCreate),
    defaultValues: userFormValues(user, activeBranch?.id),
  });
  const { control, setError, setValue } = form;
  const dialog = useDialogSubmit(form, {
    serverFields: USER_FIELDS,
    correctFields: t('common.correctFields'),
    onClose,
    save: async (values) => {
      const saved = user
        ? await update.mutateAsync({ id: user.id, body: updateBody(values) })
        : await create.mutateAsync(values);
      return t(user ? 'users.dialog.updated' : 'users.dialog.added', { name: saved.fullName });
    },
    // the policy's rule in the server's words; a taken email in the form's own
    onRefused: (err) => {
      if (isApiError(err) && err.code === 'weak-password')
        setError('password', { type: 'server', message: err.message });
      if (isApiError(err) && err.code === 'email-already-in-use')
        setError('email', { type: 'server', message: t('users.dialog.emailTaken') });
    },
  });
  const roleId = useWatch({ control, name: 'roleId' });
  const role = roles.find((r) => r.id === roleId);

  return (
    <FormDialog
      {...dialog}
      title={user ? t('common.editNamed', { name: user.fullName }) : t('users.dialog.addTitle')}
      submitLabel={user ? t('common.save') : t('users.dialog.add')}
    >
      <FieldGrid padTop>
        <FormFields
          control={control}
          fields={[
            {
              name: 'fullName',
              label: t('users.dialog.fullName'),
              required: true,
              autoFocus: true,
              autoComplete: 'off',
            },
            {
              name: 'email',
              label: t('users.dialog.email'),
              type: 'email',
              required: !user,
              disabled: !!user,
              autoComplete: 'off',
              helperText: user ? t('users.dialog.emailFixed') : t('users.dialog.emailHelp'),
            },
          ]}
        />
        <PasswordField
          control={control}
          name="password"
          label={user ? t('users.dialog.newPassword') : t('users.dialog.password')}
          required={!user}
          autoComplete="new-password"
          helperText={user ? t('users.dialog.keepPassword') : t('users.dialog.sharePassword')}
        />
        <FormTextField
          control={control}
          name="roleId"
          label={t('users.dialog.role')}
          select
          required
          helperText={role?.description ?? t('users.dialog.roleHelp')}
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
      </FieldGrid>
    </FormDialog>
  );
}
