import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { todayIn } from '@tawi/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { titleAndSubmit } from './form/dialog-texts';
import { FormDateField } from './form/form-date-field';
import { formResolver } from './form/form-resolver';
import { FormTextField } from './form/form-text-field';
import { useServerErrors } from './form/use-server-errors';
import { FormDialog } from './form-dialog';
import { useSession } from './session/session-context';

const FIELDS = ['reason', 'date'] as const;

/** What a void or cancel asks for: why, and (when it posts) on which date. */
export interface Correction {
  reason?: string | null | undefined;
  date?: string | undefined;
}

export interface ReasonDialogProps {
  title: string;
  submitLabel: string;
  /** What the action undoes, in words, shown as a warning above the reason. */
  warning: ReactNode;
  /** The contract's body schema (`{ reason }`, `{ reason, date? }`, ...), so the form says what the server would. */
  schema: z.ZodType<Correction, { reason?: unknown; date?: unknown }>;
  placeholder: string;
  /**
   * For a void that posts: the label of its date field ("Void date"), default today in the company's
   * time zone; the server refuses a date before the document's, in a locked period or a filed VAT month.
   */
  dateLabel?: string;
  /** The reason may be left blank. */
  reasonOptional?: boolean;
  /** Does the action; answers the success toast's text. */
  onConfirm: (values: Correction) => Promise<string>;
  onClose: () => void;
}

/** The title (with `values`), submit label and reason placeholder from an area's texts under `prefix`. */
export function reasonTexts<P extends string, V extends object>(
  t: (key: `${P}.title` | `${P}.submit` | `${P}.placeholder`, values?: V) => string,
  prefix: P,
  values: V,
): Pick<ReasonDialogProps, 'title' | 'submitLabel' | 'placeholder'> {
  return { ...titleAndSubmit(t, prefix, values), placeholder: t(`${prefix}.placeholder`) };
}

/** A void or a cancel that asks why (and when) first (receipts, invoices, bills, transfers, sales orders). Mount only while open. */
export function ReasonDialog({
  title,
  submitLabel,
  warning,
  schema,
  placeholder,
  dateLabel,
  reasonOptional = false,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { me } = useSession();
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(schema),
    defaultValues: { reason: '', ...(dateLabel && { date: todayIn(me.company.timeZone) }) },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((values) =>
    attempt(async () => {
      toast.success(await onConfirm(values));
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
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: dateLabel ? '2fr 1fr' : '1fr' },
        }}
      >
        <FormTextField
          control={control}
          name="reason"
          label={t('reasonDialog.reason')}
          required={!reasonOptional}
          autoFocus
          fullWidth
          placeholder={placeholder}
        />
        {dateLabel && <FormDateField control={control} name="date" label={dateLabel} />}
      </Box>
    </FormDialog>
  );
}
