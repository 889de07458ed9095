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
import type { EmployeeFormInput, EmployeeFormValues } from './employee-form';

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
  return (
    <FieldSection title="Person and job">
      <FormTextField control={control} name="fullName" label="Full name" required autoFocus sx={FULL} />
      <FormTextField control={control} name="email" label="Email" type="email" required />
      <FormTextField control={control} name="phone" label="Phone" placeholder="0712 345 678" />
      <FormTextField control={control} name="department" label="Department" select required>
        {DEPARTMENTS.map((d) => (
          <MenuItem key={d.code} value={d.code}>
            {d.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="employmentType" label="Employment type" select required>
        {EMPLOYMENT_TYPES.map((t) => (
          <MenuItem key={t.code} value={t.code}>
            {t.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="position" label="Position" required />
      <FormDateField control={control} name="hireDate" label="Hire date" />
      <FormTextField
        control={control}
        name="employeeNumber"
        label="Employee number"
        helperText="Leave blank for the next EMP number"
      />
    </FieldSection>
  );
}

export function PayFields({ control }: { control: Ctl }) {
  return (
    <FieldSection title="Monthly pay">
      <FormNumberField control={control} name="salary" label="Basic salary" required slotProps={MONEY} />
      <FormNumberField
        control={control}
        name="overtimeRate"
        label="Overtime rate per hour"
        slotProps={MONEY}
      />
      <FormNumberField
        control={control}
        name="allowances.transport"
        label="Transport allowance"
        slotProps={MONEY}
      />
      <FormNumberField
        control={control}
        name="allowances.housing"
        label="Housing allowance"
        slotProps={MONEY}
      />
      <FormNumberField control={control} name="allowances.lunch" label="Lunch allowance" slotProps={MONEY} />
    </FieldSection>
  );
}

export function StatutoryFields({ control }: { control: Ctl }) {
  return (
    <FieldSection title="Statutory">
      <FormTextField control={control} name="kraPin" label="KRA PIN" placeholder="A012345678Z" />
      <FormTextField control={control} name="nssfNumber" label="NSSF number" />
      <FormTextField control={control} name="shifNumber" label="SHIF number" />
      <FormSwitch
        control={control}
        name="resident"
        label="Resident"
        helperText="Residents get personal relief; non-residents pay a flat 30%"
      />
    </FieldSection>
  );
}

export function PaymentFields({ control }: { control: Ctl }) {
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <FieldSection title="Salary payment">
      <FormTextField control={control} name="paymentMethod" label="Paid by" select sx={FULL}>
        <MenuItem value="bank">Bank transfer</MenuItem>
        <MenuItem value="mpesa">M-Pesa</MenuItem>
      </FormTextField>
      {method === 'mpesa' ? (
        <FormTextField
          control={control}
          name="mpesaPhone"
          label="M-Pesa number"
          placeholder="0712 345 678"
          helperText="Blank: the phone number above"
        />
      ) : (
        <>
          <FormTextField control={control} name="bankName" label="Bank" placeholder="KCB, Equity" />
          <FormTextField control={control} name="bankBranch" label="Bank branch" />
          <FormTextField control={control} name="bankAccountNumber" label="Account number" />
        </>
      )}
    </FieldSection>
  );
}
