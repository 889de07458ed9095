import Box from '@mui/material/Box';
import { type Branch, branchCreate } from '@tawi/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSettingsText } from '../use-settings-text';
import { useSaveBranch } from './branches-api';

const FIELDS = ['name', 'code', 'address', 'phone'] as const;

export interface BranchDialogProps {
  /** The branch to edit; none to add one. */
  branch: Branch | undefined;
  onClose: () => void;
}

/** Add or edit a branch. Mount it only while open, so the form starts from the branch each time. */
export function BranchDialog({ branch, onClose }: BranchDialogProps) {
  const { t } = useSettingsText();
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
      toast.success(t(branch ? 'branches.dialog.updated' : 'branches.dialog.added', { name: saved.name }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={branch ? t('common.editNamed', { name: branch.name }) : t('branches.dialog.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={branch ? t('common.save') : t('branches.add')}
      error={formError}
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormTextField control={control} name="name" label={t('branches.dialog.name')} required autoFocus />
        <FormTextField
          control={control}
          name="code"
          label={t('branches.dialog.code')}
          placeholder="NBO"
          helperText={t('branches.dialog.codeHelp')}
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <FormTextField
          control={control}
          name="address"
          label={t('branches.dialog.address')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('branches.dialog.phone')}
          type="tel"
          placeholder="+254712345678"
          helperText={t('common.phoneHelp')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
    </FormDialog>
  );
}
