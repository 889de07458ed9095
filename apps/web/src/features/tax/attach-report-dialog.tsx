import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_MAX_BYTES, vatReportQuery } from '@tawi/contracts';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { attachmentProblem, formatFileSize } from '../../shared/attachment-file';
import { FilePickButton } from '../../shared/file-pick-button';
import { FormTextField } from '../../shared/form/form-text-field';
import { useDialogForm } from '../../shared/form/use-dialog-form';
import { FormDialog } from '../../shared/form-dialog';
import { useTaxText } from './use-tax-text';
import { useAttachFilingReport } from './vat-api';

/** The description as the server takes it, and a file that can be kept (`chooseFirst` until one is picked). */
const reportForm = (chooseFirst: string) =>
  vatReportQuery.pick({ description: true }).extend({
    file: z.custom<File>((v) => v instanceof File, chooseFirst).refine((f) => !attachmentProblem(f)),
  });

export interface AttachReportDialogProps {
  period: string;
  /** 'Oct 2026'. */
  label: string;
  onClose: () => void;
}

/** Keeps a file with a month's return: the return as filed, KRA's acknowledgement, the payment slip. */
export function AttachReportDialog({ period, label, onClose }: AttachReportDialogProps) {
  const { t } = useTaxText();
  const attach = useAttachFilingReport(period);
  const { form, dialog } = useDialogForm({
    schema: reportForm(t('attach.chooseFirst')),
    defaultValues: { description: '', file: undefined },
    serverFields: ['description'],
    onClose,
    save: async (body) => {
      const saved = await attach.mutateAsync(body);
      return t('attach.attached', { file: saved.name, period: label });
    },
  });
  const { control, setValue, formState } = form;
  const file = useWatch({ control, name: 'file' });
  // a file that cannot be kept says why at once; no file, once Attach was pressed
  const problem = file ? attachmentProblem(file) : formState.errors.file?.message;

  return (
    <FormDialog {...dialog} title={t('attach.title', { period: label })} submitLabel={t('attach.submit')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('attach.intro', { size: formatFileSize(ATTACHMENT_MAX_BYTES) })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2.5 }}>
        <FilePickButton
          variant="outlined"
          onPick={(picked) => setValue('file', picked, { shouldValidate: formState.isSubmitted })}
        >
          {file ? t('attach.chooseAnother') : t('attach.choose')}
        </FilePickButton>
        <Box aria-live="polite" sx={{ minWidth: 0 }}>
          <Typography color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
            {file
              ? t('attach.chosen', { name: file.name, size: formatFileSize(file.size) })
              : t('attach.noFile')}
          </Typography>
          {problem && (
            <Typography variant="body2" color="error">
              {problem}
            </Typography>
          )}
        </Box>
      </Box>
      <FormTextField
        control={control}
        name="description"
        label={t('common.description')}
        placeholder={t('attach.placeholder')}
        fullWidth
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
