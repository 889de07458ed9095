import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues, TOut extends FieldValues = T> {
  name: Path<T>;
  control: Control<T, unknown, TOut>;
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
