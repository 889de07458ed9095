import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ATTACHMENT_MAX_BYTES, vatReportQuery } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { attachmentProblem, formatFileSize } from '../../shared/attachment-file';
import { FilePickButton } from '../../shared/file-pick-button';
import { formResolver } from '../../shared/form/form-resolver';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
import { FormDialog } from '../../shared/form-dialog';
import { useTaxText } from './use-tax-text';
import { useAttachFilingReport } from './vat-api';

const reportForm = vatReportQuery.pick({ description: true });

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
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(reportForm),
    defaultValues: { description: '' },
  });
  const { formError, attempt } = useServerErrors(setError, ['description']);
  const problem = file ? attachmentProblem(file) : tried ? t('attach.chooseFirst') : undefined;

  const submit = handleSubmit(({ description }) => {
    setTried(true);
    if (!file || attachmentProblem(file)) return;
    return attempt(async () => {
      const saved = await attach.mutateAsync({ file, description });
      toast.success(t('attach.attached', { file: saved.name, period: label }));
      onClose();
    });
  });

  return (
    <FormDialog
      title={t('attach.title', { period: label })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('attach.submit')}
      error={formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('attach.intro', { size: formatFileSize(ATTACHMENT_MAX_BYTES) })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2.5 }}>
        <FilePickButton variant="outlined" onPick={setFile}>
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
