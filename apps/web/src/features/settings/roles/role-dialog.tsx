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
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FieldGrid } from '../../../shared/form/field-grid';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useRecordDialogForm } from '../../../shared/form/use-record-dialog';
import { FormDialog } from '../../../shared/form-dialog';
import { useRoleDescription, useRoleName } from '../../../shared/role-label';
import { settingsAddEdit } from '../settings-dialog-texts';
import { useSettingsText } from '../use-settings-text';
import { PermissionMatrix } from './permission-matrix';
import { useSaveRole } from './roles-api';

export interface RoleDialogProps {
  /** The role to show or edit; none to create one. */
  role: Role | undefined;
  readOnly: boolean;
  onClose: () => void;
}

/** A role the user may only look at: its note, reach and permission matrix, with a Close button. */
function ReadOnlyRoleDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useSettingsText();
  const roleName = useRoleName();
  const roleDescription = useRoleDescription();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>
        {role.builtIn ? t('roles.dialog.builtInTitle', { name: roleName(role) }) : role.name}
      </DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Create or edit a custom role: name, description and its permission matrix. */
function RoleFormDialog({ role, onClose }: { role: Role | undefined; onClose: () => void }) {
  const { t } = useSettingsText();
  const save = useSaveRole();
  const { form, dialog } = useRecordDialogForm(roleCreate, ['name', 'description', 'permissions'], {
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
    texts: settingsAddEdit(
      t,
      role?.name,
      { title: t('roles.dialog.newTitle'), submitLabel: t('roles.dialog.create') },
      (name) => t(role ? 'roles.dialog.saved' : 'roles.dialog.created', { name }),
    ),
    correctFields: t('common.correctFields'),
    onClose,
    save: (body) => save.mutateAsync({ id: role?.id, body }),
  });

  return (
    <FormDialog {...dialog} maxWidth="md" fullScreenOnPhone>
      <FieldGrid padTop>
        <FormFieldGrid
          columns="1fr 2fr"
          control={form.control}
          fields={[
            { name: 'name', label: t('roles.dialog.name'), required: true, autoFocus: true },
            {
              name: 'description',
              label: t('roles.dialog.description'),
              placeholder: t('roles.dialog.descriptionPlaceholder'),
            },
          ]}
        />
        <Controller
          name="permissions"
          control={form.control}
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
      </FieldGrid>
    </FormDialog>
  );
}

/** Show a role (read-only) or create/edit a custom role with its permission matrix. Mount only while open. */
export function RoleDialog({ role, readOnly, onClose }: RoleDialogProps) {
  return readOnly && role ? (
    <ReadOnlyRoleDialog role={role} onClose={onClose} />
  ) : (
    <RoleFormDialog role={role} onClose={onClose} />
  );
}
