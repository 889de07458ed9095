import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEPARTMENTS, EMPLOYMENT_TYPES } from '@tawi/domain';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type Control, type Path, useWatch } from 'react-hook-form';
import { MONEY_SLOTS } from '../../shared/documents/input-slots';
import { FULL_ROW } from '../../shared/form/field-grid';
import { type FieldEntry, FormFields } from '../../shared/form/form-fields';
import {
  departmentLabel,
  type EmployeeFormInput,
  type EmployeeFormValues,
  employmentTypeLabel,
} from './employee-form';
import { taxInputFields } from './employee-tax-fields';
import { usePayrollText } from './use-payroll-text';

type Ctl = Control<EmployeeFormInput, unknown, EmployeeFormValues>;
type PayrollT = TFunction<'payroll'>;
type Fields = FieldEntry<EmployeeFormInput, EmployeeFormValues>[];

function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

const personFields = (t: PayrollT): Fields => [
  { name: 'fullName', label: t('fields.fullName'), required: true, autoFocus: true, sx: FULL_ROW },
  { name: 'email', label: t('fields.email'), type: 'email', required: true },
  { name: 'phone', label: t('fields.phone'), placeholder: t('fields.phonePlaceholder') },
  {
    name: 'department',
    label: t('fields.department'),
    options: DEPARTMENTS.map((d) => ({ value: d.code, label: departmentLabel(t, d.code) })),
    required: true,
  },
  {
    name: 'employmentType',
    label: t('fields.employmentType'),
    options: EMPLOYMENT_TYPES.map((e) => ({ value: e.code, label: employmentTypeLabel(t, e.code) })),
    required: true,
  },
  { name: 'position', label: t('fields.position'), required: true },
  { kind: 'date', name: 'hireDate', label: t('fields.hireDate') },
  {
    name: 'employeeNumber',
    label: t('fields.employeeNumber'),
    helperText: t('fields.employeeNumberHelp'),
  },
];

const money = (name: Path<EmployeeFormInput>, label: string, required = false) =>
  ({ kind: 'number', name, label, required, slotProps: MONEY_SLOTS }) as const;

const payFields = (t: PayrollT): Fields => [
  money('salary', t('fields.basicSalary'), true),
  money('overtimeRate', t('fields.overtimeRate')),
  money('allowances.transport', t('fields.transportAllowance')),
  money('allowances.housing', t('fields.housingAllowance')),
  money('allowances.lunch', t('fields.lunchAllowance')),
];

const statutoryFields = (t: PayrollT): Fields => [
  { name: 'kraPin', label: t('fields.kraPin'), placeholder: 'A012345678Z' },
  { name: 'nssfNumber', label: t('fields.nssfNumber') },
  { name: 'shifNumber', label: t('fields.shifNumber') },
  {
    kind: 'switch',
    name: 'resident',
    label: t('fields.resident'),
    helperText: t('fields.residentHelp'),
  },
];

const paymentFields = (t: PayrollT, method: string | undefined): Fields => [
  {
    name: 'paymentMethod',
    label: t('fields.paidBy'),
    options: [
      { value: 'bank', label: t('fields.bankTransfer') },
      { value: 'mpesa', label: t('fields.mpesa') },
    ],
    sx: FULL_ROW,
  },
  ...(method === 'mpesa'
    ? [
        {
          name: 'mpesaPhone',
          label: t('fields.mpesaNumber'),
          placeholder: t('fields.phonePlaceholder'),
          helperText: t('fields.mpesaNumberHelp'),
        } as const,
      ]
    : [
        {
          name: 'bankName',
          label: t('fields.bank'),
          placeholder: t('fields.bankPlaceholder'),
        } as const,
        { name: 'bankBranch', label: t('fields.bankBranch') } as const,
        { name: 'bankAccountNumber', label: t('fields.accountNumber') } as const,
      ]),
];

/** The employee form's sections in order: person, pay, statutory numbers, tax inputs, how they are paid. */
export function EmployeeFieldSections({ control }: { control: Ctl }) {
  const { t } = usePayrollText();
  const method = useWatch({ control, name: 'paymentMethod' });
  const sections: [string, Fields][] = [
    [t('fields.person'), personFields(t)],
    [t('fields.pay'), payFields(t)],
    [t('fields.statutory'), statutoryFields(t)],
    [t('taxFields.title'), taxInputFields(t)],
    [t('fields.payment'), paymentFields(t, method)],
  ];
  return sections.map(([title, fields]) => (
    <FieldSection key={title} title={title}>
      <FormFields control={control} fields={fields} />
    </FieldSection>
  ));
}
