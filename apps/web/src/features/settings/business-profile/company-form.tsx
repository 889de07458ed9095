import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { type Company, companyUpdate } from '@tawi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { applyServerFieldErrors } from '../../../shared/form/apply-server-errors';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useUpdateCompany } from './company-api';
import { NegativeStockSection, PaymentInstructionsSection } from './company-form-sections';
import { COMPANY_FIELDS, companyFormValues, MONTH_NAMES } from './company-form-values';
import { FormSection } from './form-section';
import { VatFields } from './vat-section';

const wide = { gridColumn: { sm: '1 / -1' } } as const;

/** Company details, tax settings, payment instructions, stock and password policy (companyApi.update). */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
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
      toast.success('Business profile saved');
    } catch (err) {
      const placed = applyServerFieldErrors(err, setError, COMPANY_FIELDS);
      setFormError(placed > 0 ? 'Please correct the highlighted fields.' : errorMessage(err));
    }
  });

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label="Business profile">
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
        <Box component="fieldset" disabled={!canEdit} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <FormSection
            title="Business details"
            description="How your business appears on invoices and to KRA."
          >
            <FormTextField control={control} name="name" label="Business name" required sx={wide} />
            <FormTextField
              control={control}
              name="kraPin"
              label="KRA PIN"
              placeholder="P051234567X"
              helperText="A or P, 9 digits, then a letter"
              slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
            />
            <FormTextField
              control={control}
              name="email"
              label="Email"
              type="email"
              placeholder="accounts@example.co.ke"
            />
            <FormTextField
              control={control}
              name="phone"
              label="Phone"
              type="tel"
              placeholder="+254712345678"
              helperText="Kenyan number: +254 and 9 digits starting 7 or 1"
            />
            <FormTextField control={control} name="address" label="Address" placeholder="Street, town" />
            <FormTextField
              control={control}
              name="language"
              label="Document language"
              helperText="The language invoices print in"
              select
            >
              <MenuItem value="en">English</MenuItem>
              <MenuItem value="sw">Kiswahili</MenuItem>
            </FormTextField>
          </FormSection>
          <Divider />
          <FormSection title="Tax and financial year">
            <VatFields control={control} />
            <FormTextField
              control={control}
              name="financialYearStartMonth"
              label="Financial year starts in"
              select
            >
              {MONTH_NAMES.map((month, i) => (
                <MenuItem key={month} value={i + 1}>
                  {month}
                </MenuItem>
              ))}
            </FormTextField>
            <FormSwitch
              control={control}
              name="withholdingVatAgent"
              label="Withholding VAT agent"
              helperText="Appointed by KRA: supplier payments withhold 2% of the taxable value, due to KRA within 5 working days."
            />
          </FormSection>
          <Divider />
          <PaymentInstructionsSection control={control} />
          <Divider />
          <NegativeStockSection control={control} />
          <Divider />
          <FormSection
            title="Password policy"
            description="Rules for the passwords of everyone in your business, checked when a password is set."
          >
            <FormNumberField control={control} name="passwordPolicy.minLength" label="Minimum length" />
            <FormNumberField
              control={control}
              name="passwordPolicy.maxLength"
              label="Maximum length"
              nullable
              helperText="Leave empty for no maximum"
            />
            <FormSwitch
              control={control}
              name="passwordPolicy.requireLowercase"
              label="Require a lower-case letter"
            />
            <FormSwitch
              control={control}
              name="passwordPolicy.requireUppercase"
              label="Require an upper-case letter"
            />
            <FormSwitch control={control} name="passwordPolicy.requireNumeric" label="Require a digit" />
            <FormSwitch
              control={control}
              name="passwordPolicy.requireNonAlphanumeric"
              label="Require a symbol (not a letter or digit)"
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
              Discard changes
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Save
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
