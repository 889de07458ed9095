import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type FieldValues, useController } from 'react-hook-form';
import type { BoundFieldProps } from './bound-input';

export interface FormSwitchProps<T extends FieldValues, TOut extends FieldValues = T>
  extends BoundFieldProps<T, TOut> {
  label: string;
  helperText?: string;
  disabled?: boolean;
}

export function FormSwitch<T extends FieldValues, TOut extends FieldValues = T>({
  name,
  control,
  label,
  helperText,
  disabled,
}: FormSwitchProps<T, TOut>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <div>
      <FormControlLabel
        label={label}
        disabled={disabled === true || field.disabled === true}
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(_, checked) => field.onChange(checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {(fieldState.error?.message ?? helperText) && (
        <FormHelperText error={fieldState.invalid} sx={{ mt: -0.5, ml: 0 }}>
          {fieldState.error?.message ?? helperText}
        </FormHelperText>
      )}
    </div>
  );
}
