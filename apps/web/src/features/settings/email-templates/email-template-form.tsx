import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EmailTemplate } from '@tawi/contracts';
import { renderEmailTemplate, SAMPLE_TEMPLATE_VALUES } from '@tawi/domain';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { useSettingsText } from '../use-settings-text';
import { useResetEmailTemplate, useSaveEmailTemplate } from './email-templates-api';
import { type TemplateFormValues, templateForm } from './template-forms';

/** What the template looks like filled with example values. */
/** The company's own wording (in its document language): not interface text, left alone by translators. */
const OWN_WORDS = { htmlInput: { translate: 'no' } } as const;

function TemplatePreview({ subject, body }: TemplateFormValues) {
  const { t } = useSettingsText();
  const filled = renderEmailTemplate({ subject, body }, SAMPLE_TEMPLATE_VALUES);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('templates.form.preview')}
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Typography variant="overline" component="h3" color="text.secondary">
        {t('templates.form.previewTitle')}
      </Typography>
      {/* translate="no": the company's own wording, in its document language */}
      <Typography translate="no" sx={{ fontWeight: 600, mb: 1 }}>
        {filled.subject}
      </Typography>
      <Typography translate="no" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {filled.body}
      </Typography>
    </Paper>
  );
}

/** One kind's subject and body: edit, see it filled in, save, or go back to the default. */
export function EmailTemplateForm({ template, canEdit }: { template: EmailTemplate; canEdit: boolean }) {
  const { t } = useSettingsText();
  const save = useSaveEmailTemplate(template.kind);
  const resetToDefault = useResetEmailTemplate(template.kind);
  const values = { subject: template.subject, body: template.body };
  const { control, handleSubmit, reset, setError, formState } = useForm<TemplateFormValues>({
    resolver: formResolver(templateForm(template.kind)),
    defaultValues: values,
    disabled: !canEdit,
  });
  const watched = useWatch({ control }) as TemplateFormValues;
  const { formError, attempt } = useServerErrors(setError, ['subject', 'body']);
  const kind = t(`templates.kinds.${template.kind}`);
  const submit = handleSubmit((input) =>
    attempt(async () => {
      const saved = await save.mutateAsync(input);
      reset({ subject: saved.subject, body: saved.body });
      toast.success(t('templates.form.saved', { kind }));
    }),
  );
  const backToDefault = () =>
    attempt(async () => {
      const saved = await resetToDefault.mutateAsync(undefined);
      reset({ subject: saved.subject, body: saved.body });
      toast.success(t('templates.form.backToDefault', { kind }));
    });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('templates.form.label', { kind })}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {t('templates.form.placeholders')}
        </Typography>
        {template.placeholders.map((name) => (
          <Chip key={name} label={`{${name}}`} size="small" variant="outlined" />
        ))}
      </Box>
      <FormTextField
        control={control}
        name="subject"
        label={t('templates.form.subject')}
        required
        fullWidth
        slotProps={OWN_WORDS}
      />
      <FormTextField
        control={control}
        name="body"
        label={t('templates.form.message')}
        required
        fullWidth
        slotProps={OWN_WORDS}
        multiline
        minRows={8}
      />
      <TemplatePreview subject={watched.subject ?? ''} body={watched.body ?? ''} />
      {formError && <Alert severity="error">{formError}</Alert>}
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('templates.form.save')}
          </Button>
          <Button
            startIcon={<RestartAltIcon />}
            onClick={() => void backToDefault()}
            disabled={template.isDefault && !formState.isDirty}
            loading={resetToDefault.isPending}
          >
            {t('templates.form.reset')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
