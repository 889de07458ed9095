import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { core } from 'zod';
import type { FormDialogProps } from '../form-dialog';
import { formResolver } from './form-resolver';
import { useServerErrors } from './use-server-errors';

export interface DialogSaveOptions<TOut> {
  /** The fields a server validation error may name; their messages go under them. */
  serverFields: readonly string[];
  /** Sends the valid values; resolves to the success toast, or `null` for none. */
  save: (values: TOut) => Promise<string | null>;
  /** Closes the dialog (after a successful save, and on Cancel). */
  onClose: () => void;
  /** The general message when the server named fields, if not the common one (`null`: none). */
  correctFields?: string | null;
  /** After the server's field errors are placed: a refusal the form words itself, put under its field. */
  onRefused?: (err: unknown) => void;
}

/** The parts of `FormDialog` the form owns: submit, close, spinner and the general error. */
export type DialogFormProps = Pick<FormDialogProps, 'onSubmit' | 'onClose' | 'submitting' | 'error'>;

/**
 * Submitting a dialog's form: a save whose server errors land under the fields (or as the dialog's
 * general error), then a success toast and close. Spread the result into `FormDialog`.
 */
export function useDialogSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  { serverFields, save, onClose, correctFields, onRefused }: DialogSaveOptions<TOut>,
): DialogFormProps {
  const { formError, attempt } = useServerErrors(form.setError, serverFields, correctFields, onRefused);
  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const message = await save(values);
      if (message !== null) toast.success(message);
      onClose();
    }),
  );
  return { onSubmit, onClose, submitting: form.formState.isSubmitting, error: formError };
}

type FormSchema = core.$ZodType<unknown, FieldValues>;

export interface DialogFormOptions<TSchema extends FormSchema>
  extends DialogSaveOptions<core.output<TSchema>> {
  /** The form's schema, checked with `formResolver` (plain messages in the interface language). */
  schema: TSchema;
  defaultValues: DefaultValues<core.input<TSchema>>;
}

/**
 * The form of an add/edit dialog over a schema: react-hook-form with `formResolver(schema)`, submitted
 * by `useDialogSubmit`. Spread `dialog` into `FormDialog`; bind fields with `form.control`.
 */
export function useDialogForm<TSchema extends FormSchema>({
  schema,
  defaultValues,
  ...saving
}: DialogFormOptions<TSchema>): {
  form: UseFormReturn<core.input<TSchema>, unknown, core.output<TSchema>>;
  dialog: DialogFormProps;
} {
  const form = useForm({ resolver: formResolver(schema), defaultValues });
  return { form, dialog: useDialogSubmit(form, saving) };
}
