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
import { useRoleDescription, useRoleName } from '../../../shared/role-label';
import { useSettingsText } from '../use-settings-text';
import { PermissionMatrix } from './permission-matrix';
import { useSaveRole } from './roles-api';

export interface RoleDialogProps {
  /** The role to show or edit; none to create one. */
  role: Role | undefined;
  readOnly: boolean;
  onClose: () => void;
}

function ReadOnlyRole({ role }: { role: Role }) {
  const { t } = useSettingsText();
  const roleName = useRoleName();
  const roleDescription = useRoleDescription();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        {role.builtIn ? t('roles.dialog.builtInNote') : t('roles.dialog.notAllowed')}
      </Alert>
      <Typography color="text.secondary">{roleDescription(role)}</Typography>
      <Typography variant="body2">
        {role.allBranches ? t('roles.dialog.reachesAll') : t('roles.dialog.reachesAssigned')}
      </Typography>
      <PermissionMatrix
        value={role.permissions}
        readOnly
        label={t('roles.dialog.permissionsOf', { name: roleName(role) })}
      />
    </Box>
  );
}

/** Show a role (read-only) or create/edit a custom role with its permission matrix. Mount only while open. */
export function RoleDialog({ role, readOnly, onClose }: RoleDialogProps) {
  const roleName = useRoleName();
  const titleId = useId();
  const { t } = useSettingsText();
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
      toast.success(t(role ? 'roles.dialog.saved' : 'roles.dialog.created', { name: saved.name }));
      onClose();
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, ['name', 'description', 'permissions']);
      setFormError(placed > 0 ? t('common.correctFields') : errorMessage(err));
    }
  });

  const title =
    readOnly && role
      ? role.builtIn
        ? t('roles.dialog.builtInTitle', { name: roleName(role) })
        : role.name
      : role
        ? t('common.editNamed', { name: role.name })
        : t('roles.dialog.newTitle');

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
                <FormTextField
                  control={control}
                  name="name"
                  label={t('roles.dialog.name')}
                  required
                  autoFocus
                />
                <FormTextField
                  control={control}
                  name="description"
                  label={t('roles.dialog.description')}
                  placeholder={t('roles.dialog.descriptionPlaceholder')}
                />
              </Box>
              <Controller
                name="permissions"
                control={control}
                render={({ field, fieldState }) => (
                  <Box>
                    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                      {t('roles.dialog.permissions')}
                    </Typography>
                    <PermissionMatrix
                      value={field.value}
                      onChange={field.onChange}
                      label={t('roles.dialog.permissions')}
                    />
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
            {readOnly ? t('common.close') : t('common.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {role ? t('common.save') : t('roles.dialog.create')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
