import { type Branch, branchCreate } from '@tawi/contracts';
import { FULL_ROW } from '../../../shared/form/field-grid';
import { FormFieldGrid } from '../../../shared/form/form-fields';
import { useRecordDialogForm } from '../../../shared/form/use-record-dialog';
import { FormDialog } from '../../../shared/form-dialog';
import { settingsAddEdit } from '../settings-dialog-texts';
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
  const { form, dialog } = useRecordDialogForm(branchCreate, FIELDS, {
    defaultValues: {
      name: branch?.name ?? '',
      code: branch?.code ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? '',
    },
    texts: settingsAddEdit(
      t,
      branch?.name,
      { title: t('branches.dialog.addTitle'), submitLabel: t('branches.add') },
      (name) => t(branch ? 'branches.dialog.updated' : 'branches.dialog.added', { name }),
    ),
    onClose,
    save: (body) => save.mutateAsync({ id: branch?.id, body }),
  });

  return (
    <FormDialog {...dialog}>
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
