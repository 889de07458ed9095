import { type Branch, branchCreate } from '@tawi/contracts';
import { FULL_ROW } from '../../../shared/form/field-grid';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useDialogForm } from '../../../shared/form/use-dialog-form';
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
  const { form, dialog } = useDialogForm({
    schema: branchCreate,
    defaultValues: {
      name: branch?.name ?? '',
      code: branch?.code ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
    },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      const saved = await save.mutateAsync({ id: branch?.id, body });
      return t(branch ? 'branches.dialog.updated' : 'branches.dialog.added', { name: saved.name });
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={branch ? t('common.editNamed', { name: branch.name }) : t('branches.dialog.addTitle')}
      submitLabel={branch ? t('common.save') : t('branches.add')}
    >
      <FormFieldGrid
        columns="2fr 1fr"
        padTop
        control={form.control}
        fields={[
          { name: 'name', label: t('branches.dialog.name'), required: true, autoFocus: true },
          {
            name: 'code',
            label: t('branches.dialog.code'),
            placeholder: 'NBO',
            helperText: t('branches.dialog.codeHelp'),
            slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } },
          },
          { name: 'address', label: t('branches.dialog.address'), sx: FULL_ROW },
          {
            name: 'phone',
            label: t('branches.dialog.phone'),
            type: 'tel',
            placeholder: '+254712345678',
            helperText: t('common.phoneHelp'),
            sx: FULL_ROW,
          },
        ]}
      />
    </FormDialog>
  );
}
