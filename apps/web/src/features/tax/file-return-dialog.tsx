import Typography from '@mui/material/Typography';
import { type VatSummary, vatFilingCreate } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { FormFieldGrid } from '../../shared/form/form-fields';
import { useDialogForm } from '../../shared/form/use-dialog-form';
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
  const { form, dialog } = useDialogForm({
    schema: vatFilingCreate,
    defaultValues: { filingDate: todayIn(me.company.timeZone), reference: '' },
    serverFields: FIELDS,
    onClose,
    save: async (body) => {
      await filing.mutateAsync(body);
      return t('file.filed', { period: summary.label });
    },
  });

  return (
    <FormDialog {...dialog} title={t('file.title', { period: summary.label })} submitLabel={t('file.submit')}>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('file.intro', { net: formatNetVat(summary.netVat, t), period: summary.label })}
      </Typography>
      <FormFieldGrid
        columns="1fr 1.4fr"
        control={form.control}
        fields={[
          { kind: 'date', name: 'filingDate', label: t('file.filingDate'), required: true },
          { name: 'reference', label: t('file.reference'), helperText: t('file.referenceHelp') },
        ]}
      />
    </FormDialog>
  );
}
