import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { core } from 'zod';
import type { FormDialogProps } from '../form-dialog';
import type { AddEditTexts } from './dialog-texts';
import { type DialogFormOptions, type DialogFormProps, useDialogForm } from './use-dialog-form';

type FormSchema = core.$ZodType<unknown, FieldValues>;

export interface RecordDialogOptions<TSchema extends FormSchema>
  extends Omit<DialogFormOptions<TSchema>, 'save' | 'schema' | 'serverFields'> {
  texts: AddEditTexts;
  /** Sends the valid values; resolves to the saved record (its name goes into the toast). */
  save: (values: core.output<TSchema>) => Promise<{ name: string }>;
}

/**
 * The form of a dialog that adds or edits one named record: `useDialogForm` with the dialog's title,
 * submit label and success toast from `texts`, over `schema` (server errors on `serverFields` go under
 * those fields). Spread `dialog` into `FormDialog`.
 */
export function useRecordDialogForm<TSchema extends FormSchema>(
  schema: TSchema,
  serverFields: readonly string[],
  { texts, save, ...options }: RecordDialogOptions<TSchema>,
): {
  form: UseFormReturn<core.input<TSchema>, unknown, core.output<TSchema>>;
  dialog: DialogFormProps & Pick<FormDialogProps, 'title' | 'submitLabel'>;
} {
  const { form, dialog } = useDialogForm({
    schema,
    serverFields,
    ...options,
    save: async (values) => texts.saved((await save(values)).name),
  });
  return { form, dialog: { ...dialog, title: texts.title, submitLabel: texts.submitLabel } };
}
