import InputAdornment from '@mui/material/InputAdornment';
import { HOUSING_TYPES } from '@tawi/domain';
import type { TFunction } from 'i18next';
import type { Path } from 'react-hook-form';
import type { FieldEntry } from '../../shared/form/form-fields';
import type { EmployeeFormInput, EmployeeFormValues } from './employee-form';

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

const money = (name: Path<EmployeeFormInput>, label: string, helperText: string | undefined) =>
  ({ kind: 'number', name, label, helperText, slotProps: MONEY }) as const;

/** The tax inputs section's fields (saved from their date). */
export const taxInputFields = (
  t: TFunction<'payroll'>,
): FieldEntry<EmployeeFormInput, EmployeeFormValues>[] => [
  {
    kind: 'date',
    name: 'taxInputs.effectiveFrom',
    label: t('taxFields.effectiveFrom'),
    helperText: t('taxFields.effectiveFromHelp'),
  },
  {
    name: 'taxInputs.employment',
    label: t('taxFields.employment'),
    options: [
      { value: 'primary', label: t('taxFields.primary') },
      { value: 'secondary', label: t('taxFields.secondary') },
    ],
  },
  {
    name: 'taxInputs.disabilityCertificate',
    label: t('taxFields.disabilityCertificate'),
    helperText: t('taxFields.disabilityCertificateHelp'),
  },
  {
    kind: 'date',
    name: 'taxInputs.disabilityCertificateExpires',
    label: t('taxFields.certificateExpires'),
  },
  ...AMOUNTS.map(([name, hint]) =>
    money(`taxInputs.${name}`, t(`taxFields.${name}`), hint && t(`taxFields.${hint}`)),
  ),
  {
    name: 'taxInputs.housingType',
    label: t('taxFields.housing'),
    options: HOUSING_TYPES.map((type) => ({
      value: type.code,
      label: t(`housingTypes.${type.code}`),
    })),
  },
  money('taxInputs.housingValue', t('taxFields.housingValue'), t('taxFields.housingValueHelp')),
];
