import type { TFunction } from 'i18next';
import type { AddEditTexts } from '../../shared/form/dialog-texts';

/**
 * The words of a settings add/edit dialog: "Edit {{name}}" and Save (the common texts) when editing the
 * record named `name`, the area's own (`adding`) when adding; `saved` words the toast.
 */
export function settingsAddEdit(
  t: TFunction<'settings'>,
  name: string | undefined,
  adding: Pick<AddEditTexts, 'title' | 'submitLabel'>,
  saved: AddEditTexts['saved'],
): AddEditTexts {
  if (name === undefined) return { ...adding, saved };
  return { title: t('common.editNamed', { name }), submitLabel: t('common.save'), saved };
}
