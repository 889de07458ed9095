import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import { type Company, companyUpdate } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../shared/form/apply-server-errors';
import { FULL_ROW } from '../../../shared/form/field-grid';
import { numberField } from '../../../shared/form/field-specs';
import { FormFields } from '../../../shared/form/form-fields';
import { formResolver } from '../../../shared/form/form-resolver';
import { useSettingsText } from '../use-settings-text';
import { useUpdateCompany } from './company-api';
import { NegativeStockSection, PaymentInstructionsSection } from './company-form-sections';
import { COMPANY_FIELDS, companyFormValues, monthNames } from './company-form-values';
import { FormSection } from './form-section';
import { VatFields } from './vat-section';

/** Each language named in itself, whatever the interface's. */
const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'sw', label: 'Kiswahili' },
];

const PASSWORD_RULES = [
  ['passwordPolicy.requireLowercase', 'lowercase'],
  ['passwordPolicy.requireUppercase', 'uppercase'],
  ['passwordPolicy.requireNumeric', 'digit'],
  ['passwordPolicy.requireNonAlphanumeric', 'symbol'],
] as const;

/** Company details, tax settings, payment instructions, stock and password policy (companyApi.update). */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t, i18n } = useSettingsText();
  const update = useUpdateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: formResolver(companyUpdate),
    defaultValues: companyFormValues(company),
    disabled: !canEdit,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      reset(companyFormValues(saved));
      toast.success(t('businessProfile.saved'));
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, COMPANY_FIELDS);
      setFormError(placed > 0 ? t('common.correctFields') : errorMessage(err));
    }
  });

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={t('businessProfile.formLabel')}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Box component="fieldset" disabled={!canEdit} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <FormSection
            title={t('businessProfile.details.title')}
            description={t('businessProfile.details.description')}
          >
            <FormFields
              control={control}
              fields={[
                { name: 'name', label: t('businessProfile.details.name'), required: true, sx: FULL_ROW },
                {
                  name: 'kraPin',
                  label: t('businessProfile.details.kraPin'),
                  placeholder: 'P051234567X',
                  helperText: t('businessProfile.details.kraPinHelp'),
                  slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } },
                },
                {
                  name: 'email',
                  label: t('businessProfile.details.email'),
                  type: 'email',
                  placeholder: 'accounts@example.co.ke',
                },
                {
                  name: 'phone',
                  label: t('businessProfile.details.phone'),
                  type: 'tel',
                  placeholder: '+254712345678',
                  helperText: t('common.phoneHelp'),
                },
                {
                  name: 'address',
                  label: t('businessProfile.details.address'),
                  placeholder: t('businessProfile.details.addressPlaceholder'),
                },
                {
                  name: 'language',
                  label: t('businessProfile.details.language'),
                  helperText: t('businessProfile.details.languageHelp'),
                  options: LANGUAGES,
                },
              ]}
            />
          </FormSection>
          <Divider />
          <FormSection title={t('businessProfile.tax.title')}>
            <VatFields control={control} />
            <FormFields
              control={control}
              fields={[
                {
                  name: 'financialYearStartMonth',
                  label: t('businessProfile.tax.yearStart'),
                  options: monthNames(i18n.language).map((month, i) => ({ value: i + 1, label: month })),
                },
                {
                  kind: 'switch',
                  name: 'withholdingVatAgent',
                  label: t('businessProfile.tax.withholdingAgent'),
                  helperText: t('businessProfile.tax.withholdingAgentHelp'),
                },
              ]}
            />
          </FormSection>
          <Divider />
          <PaymentInstructionsSection control={control} />
          <Divider />
          <NegativeStockSection control={control} />
          <Divider />
          <FormSection
            title={t('businessProfile.passwords.title')}
            description={t('businessProfile.passwords.description')}
          >
            <FormFields
              control={control}
              fields={[
                numberField('passwordPolicy.minLength', t('businessProfile.passwords.minLength')),
                numberField('passwordPolicy.maxLength', t('businessProfile.passwords.maxLength'), {
                  nullable: true,
                  helperText: t('businessProfile.passwords.maxLengthHelp'),
                }),
                ...PASSWORD_RULES.map(
                  ([name, label]) =>
                    ({ kind: 'switch', name, label: t(`businessProfile.passwords.${label}`) }) as const,
                ),
              ]}
            />
          </FormSection>
        </Box>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        {canEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 1 }}>
            <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>
              {t('common.discardChanges')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
