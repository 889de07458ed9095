import MenuItem from '@mui/material/MenuItem';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../form/form-text-field';
import { useDocumentsText } from './use-documents-text';

/** A line's tax category, A to E, bound to the form. */
export function TaxSelect<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  sx,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  sx?: object;
}) {
  const { t } = useDocumentsText();
  return (
    <FormTextField control={control} name={name} label={t('tax')} select size="small" sx={sx}>
      {TAX_CATEGORY_CODES.map((code) => (
        <MenuItem key={code} value={code}>
          {t(`taxCategories.${code}`)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
