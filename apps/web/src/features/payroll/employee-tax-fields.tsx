import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { HOUSING_TYPES } from '@tawi/domain';
import type { Control } from 'react-hook-form';
import { FormDateField } from '../../shared/form/form-date-field';
import { FormNumberField } from '../../shared/form/form-number-field';
import { FormTextField } from '../../shared/form/form-text-field';
import { FieldSection } from './employee-fields';
import type { EmployeeFormInput, EmployeeFormValues } from './employee-form';
import { usePayrollText } from './use-payroll-text';

type Ctl = Control<EmployeeFormInput, unknown, EmployeeFormValues>;

const MONEY = {
  input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
  htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' as const },
};

/**
 * Amounts a month that reduce PAYE or add taxable benefits (KENYA.md), saved from a date: each field's
 * label is its name in `taxFields`, with the key of its hint there, if it has one.
 */
const AMOUNTS = [
  ['registeredPension', 'registeredPensionHelp'],
  ['postRetirementMedicalFund', 'postRetirementMedicalFundHelp'],
  ['mortgageInterest', 'mortgageInterestHelp'],
  ['insurancePremium', 'insurancePremiumHelp'],
  ['carCost', 'carCostHelp'],
  ['carPrescribedValue', 'carPrescribedValueHelp'],
  ['meals', 'mealsHelp'],
  ['nonCashBenefits', 'nonCashBenefitsHelp'],
  ['otherBenefits', undefined],
] as const;

export function TaxInputFields({ control }: { control: Ctl }) {
  const { t } = usePayrollText();
  return (
    <FieldSection title={t('taxFields.title')}>
      <FormDateField
        control={control}
        name="taxInputs.effectiveFrom"
        label={t('taxFields.effectiveFrom')}
        helperText={t('taxFields.effectiveFromHelp')}
      />
      <FormTextField control={control} name="taxInputs.employment" label={t('taxFields.employment')} select>
        <MenuItem value="primary">{t('taxFields.primary')}</MenuItem>
        <MenuItem value="secondary">{t('taxFields.secondary')}</MenuItem>
      </FormTextField>
      <FormTextField
        control={control}
        name="taxInputs.disabilityCertificate"
        label={t('taxFields.disabilityCertificate')}
        helperText={t('taxFields.disabilityCertificateHelp')}
      />
      <FormDateField
        control={control}
        name="taxInputs.disabilityCertificateExpires"
        label={t('taxFields.certificateExpires')}
      />
      {AMOUNTS.map(([name, hint]) => (
        <FormNumberField
          key={name}
          control={control}
          name={`taxInputs.${name}`}
          label={t(`taxFields.${name}`)}
          helperText={hint && t(`taxFields.${hint}`)}
          slotProps={MONEY}
        />
      ))}
      <FormTextField control={control} name="taxInputs.housingType" label={t('taxFields.housing')} select>
        {HOUSING_TYPES.map((type) => (
          <MenuItem key={type.code} value={type.code}>
            {t(`housingTypes.${type.code}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormNumberField
        control={control}
        name="taxInputs.housingValue"
        label={t('taxFields.housingValue')}
        helperText={t('taxFields.housingValueHelp')}
        slotProps={MONEY}
      />
    </FieldSection>
  );
}
