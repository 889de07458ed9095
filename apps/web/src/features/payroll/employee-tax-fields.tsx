import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { HOUSING_TYPES } from '@tawi/domain';
import type { Control } from 'react-hook-form';
import { FormDateField } from '../../shared/form/form-date-field';
import { FormNumberField } from '../../shared/form/form-number-field';
import { FormTextField } from '../../shared/form/form-text-field';
import { FieldSection } from './employee-fields';
import type { EmployeeFormInput, EmployeeFormValues } from './employee-form';

type Ctl = Control<EmployeeFormInput, unknown, EmployeeFormValues>;

const MONEY = {
  input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
  htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' as const },
};

/** Amounts a month that reduce PAYE or add taxable benefits (KENYA.md), saved from a date. */
const AMOUNTS = [
  ['registeredPension', 'Registered pension (paid directly)', 'With NSSF, at most 30,000 a month'],
  ['postRetirementMedicalFund', 'Post-retirement medical fund', 'At most 15,000 a month'],
  ['mortgageInterest', 'Mortgage interest', 'At most 30,000 a month; main employment only'],
  ['insurancePremium', 'Insurance premiums', 'Relief 15%, at most 5,000 a month'],
  ['carCost', 'Car provided: cost', 'Benefit 2% of cost a month'],
  ['carPrescribedValue', 'Car: prescribed monthly value', 'Used when higher than 2% of cost'],
  ['meals', 'Meals provided', 'Taxed in full above 5,000 a month'],
  ['nonCashBenefits', 'Other non-cash benefits', 'Taxed in full above 5,000 a month'],
  ['otherBenefits', 'Other taxable benefits', undefined],
] as const;

export function TaxInputFields({ control }: { control: Ctl }) {
  return (
    <FieldSection title="PAYE inputs (from a date)">
      <FormDateField
        control={control}
        name="taxInputs.effectiveFrom"
        label="In force from"
        helperText="Blank: today. A payroll uses what is in force on its last day"
      />
      <FormTextField control={control} name="taxInputs.employment" label="Employment" select>
        <MenuItem value="primary">Primary (main) employment</MenuItem>
        <MenuItem value="secondary">Secondary employment</MenuItem>
      </FormTextField>
      <FormTextField
        control={control}
        name="taxInputs.disabilityCertificate"
        label="Disability exemption certificate"
        helperText="First 150,000 a month exempt"
      />
      <FormDateField
        control={control}
        name="taxInputs.disabilityCertificateExpires"
        label="Certificate expires"
      />
      {AMOUNTS.map(([name, label, hint]) => (
        <FormNumberField
          key={name}
          control={control}
          name={`taxInputs.${name}`}
          label={label}
          helperText={hint}
          slotProps={MONEY}
        />
      ))}
      <FormTextField control={control} name="taxInputs.housingType" label="Housing" select>
        {HOUSING_TYPES.map((t) => (
          <MenuItem key={t.code} value={t.code}>
            {t.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormNumberField
        control={control}
        name="taxInputs.housingValue"
        label="Housing: market rent or rent paid"
        helperText="Benefit: the higher of this and 15% of pay"
        slotProps={MONEY}
      />
    </FieldSection>
  );
}
