import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DEPARTMENTS, EMPLOYMENT_TYPES } from '@tawi/domain';
import type { ReactNode } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { FormDateField } from '../../shared/form/form-date-field';
import { FormNumberField } from '../../shared/form/form-number-field';
import { FormSwitch } from '../../shared/form/form-switch';
import { FormTextField } from '../../shared/form/form-text-field';
import {
  departmentLabel,
  type EmployeeFormInput,
  type EmployeeFormValues,
  employmentTypeLabel,
} from './employee-form';
import { usePayrollText } from './use-payroll-text';

type Ctl = Control<EmployeeFormInput, unknown, EmployeeFormValues>;

const KES = { input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> } };
const MONEY = { ...KES, htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' as const } };
const FULL = { gridColumn: { sm: '1 / -1' } };

export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
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

export function PersonFields({ control }: { control: Ctl }) {
  const { t } = usePayrollText();
  return (
    <FieldSection title={t('fields.person')}>
      <FormTextField
        control={control}
        name="fullName"
        label={t('fields.fullName')}
        required
        autoFocus
        sx={FULL}
      />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" required />
      <FormTextField
        control={control}
        name="phone"
        label={t('fields.phone')}
        placeholder={t('fields.phonePlaceholder')}
      />
      <FormTextField control={control} name="department" label={t('fields.department')} select required>
        {DEPARTMENTS.map((d) => (
          <MenuItem key={d.code} value={d.code}>
            {departmentLabel(t, d.code)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="employmentType"
        label={t('fields.employmentType')}
        select
        required
      >
        {EMPLOYMENT_TYPES.map((type) => (
          <MenuItem key={type.code} value={type.code}>
            {employmentTypeLabel(t, type.code)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="position" label={t('fields.position')} required />
      <FormDateField control={control} name="hireDate" label={t('fields.hireDate')} />
      <FormTextField
        control={control}
        name="employeeNumber"
        label={t('fields.employeeNumber')}
        helperText={t('fields.employeeNumberHelp')}
      />
    </FieldSection>
  );
}

export function PayFields({ control }: { control: Ctl }) {
  const { t } = usePayrollText();
  return (
    <FieldSection title={t('fields.pay')}>
      <FormNumberField
        control={control}
        name="salary"
        label={t('fields.basicSalary')}
        required
        slotProps={MONEY}
      />
      <FormNumberField
        control={control}
        name="overtimeRate"
        label={t('fields.overtimeRate')}
        slotProps={MONEY}
      />
      <FormNumberField
        control={control}
        name="allowances.transport"
        label={t('fields.transportAllowance')}
        slotProps={MONEY}
      />
      <FormNumberField
        control={control}
        name="allowances.housing"
        label={t('fields.housingAllowance')}
        slotProps={MONEY}
      />
      <FormNumberField
        control={control}
        name="allowances.lunch"
        label={t('fields.lunchAllowance')}
        slotProps={MONEY}
      />
    </FieldSection>
  );
}

export function StatutoryFields({ control }: { control: Ctl }) {
  const { t } = usePayrollText();
  return (
    <FieldSection title={t('fields.statutory')}>
      <FormTextField control={control} name="kraPin" label={t('fields.kraPin')} placeholder="A012345678Z" />
      <FormTextField control={control} name="nssfNumber" label={t('fields.nssfNumber')} />
      <FormTextField control={control} name="shifNumber" label={t('fields.shifNumber')} />
      <FormSwitch
        control={control}
        name="resident"
        label={t('fields.resident')}
        helperText={t('fields.residentHelp')}
      />
    </FieldSection>
  );
}

export function PaymentFields({ control }: { control: Ctl }) {
  const { t } = usePayrollText();
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <FieldSection title={t('fields.payment')}>
      <FormTextField control={control} name="paymentMethod" label={t('fields.paidBy')} select sx={FULL}>
        <MenuItem value="bank">{t('fields.bankTransfer')}</MenuItem>
        <MenuItem value="mpesa">{t('fields.mpesa')}</MenuItem>
      </FormTextField>
      {method === 'mpesa' ? (
        <FormTextField
          control={control}
          name="mpesaPhone"
          label={t('fields.mpesaNumber')}
          placeholder={t('fields.phonePlaceholder')}
          helperText={t('fields.mpesaNumberHelp')}
        />
      ) : (
        <>
          <FormTextField
            control={control}
            name="bankName"
            label={t('fields.bank')}
            placeholder={t('fields.bankPlaceholder')}
          />
          <FormTextField control={control} name="bankBranch" label={t('fields.bankBranch')} />
          <FormTextField control={control} name="bankAccountNumber" label={t('fields.accountNumber')} />
        </>
      )}
    </FieldSection>
  );
}
