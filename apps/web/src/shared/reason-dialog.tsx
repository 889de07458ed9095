import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { formResolver } from './form/form-resolver';
import { FormTextField } from './form/form-text-field';
import { useServerErrors } from './form/use-server-errors';
import { FormDialog } from './form-dialog';

const FIELDS = ['reason'] as const;

export interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  /** What the action undoes, in words, shown as a warning above the reason. */
  warning: ReactNode;
  /** The contract's `{ reason }` schema, so the form says what the server would. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  placeholder: string;
  /** Does the action with the reason; answers the success toast's text. */
  onConfirm: (reason: string) => Promise<string>;
  onClose: () => void;
}

/** A void or a cancel that asks why first (receipts, transfers, sales orders). Mount only while open. */
export function ReasonDialog({
  title,
  submitLabel,
  warning,
  schema,
  placeholder,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(schema),
    defaultValues: { reason: '' },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit(({ reason }) =>
    attempt(async () => {
      toast.success(await onConfirm(reason));
      onClose();
    }),
  );
  return (
    <FormDialog
      title={title}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={submitLabel}
      error={formError}
    >
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        {warning}
      </Alert>
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        autoFocus
        fullWidth
        placeholder={placeholder}
      />
    </FormDialog>
  );
}
