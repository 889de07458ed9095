import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type VatSummary, vatFilingCreate } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormDateField } from '../../shared/form/form-date-field';
import { formResolver } from '../../shared/form/form-resolver';
import { FormTextField } from '../../shared/form/form-text-field';
import { useServerErrors } from '../../shared/form/use-server-errors';
import { FormDialog } from '../../shared/form-dialog';
import { useSession } from '../../shared/session/session-context';
import { useTaxText } from './use-tax-text';
import { useFileVatReturn } from './vat-api';
import { formatNetVat } from './vat-format';

const FIELDS = ['filingDate', 'reference'] as const;

/** Records that the month's VAT3 return was filed on iTax: when, and KRA's acknowledgement number. */
export function FileReturnDialog({ summary, onClose }: { summary: VatSummary; onClose: () => void }) {
  const { me } = useSession();
  const { t } = useTaxText();
  const filing = useFileVatReturn(summary.period);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(vatFilingCreate),
    defaultValues: { filingDate: todayIn(me.company.timeZone), reference: '' },
  });
  const { formError, attempt } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((body) =>
    attempt(async () => {
      await filing.mutateAsync(body);
      toast.success(t('file.filed', { period: summary.label }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={t('file.title', { period: summary.label })}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('file.submit')}
      error={formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('file.intro', { net: formatNetVat(summary.netVat, t), period: summary.label })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1.4fr' } }}>
        <FormDateField control={control} name="filingDate" label={t('file.filingDate')} required />
        <FormTextField
          control={control}
          name="reference"
          label={t('file.reference')}
          helperText={t('file.referenceHelp')}
        />
      </Box>
    </FormDialog>
  );
}
