import { type Employee, type EmployeeUpdate, employeeCreate } from '@tawi/contracts';
import { DEPARTMENTS, EMPLOYMENT_TYPES } from '@tawi/domain';
import type { TFunction } from 'i18next';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { textValues } from '../../shared/form/text-values';

/** The add/edit form: the create contract plus the active switch (edit only). */
export const employeeForm = employeeCreate.extend({ isActive: z.boolean() });
export type EmployeeFormInput = z.input<typeof employeeForm>;
export type EmployeeFormValues = z.output<typeof employeeForm>;

export const EMPLOYEE_FIELDS = [
  'employeeNumber',
  'fullName',
  'email',
  'phone',
  'department',
  'employmentType',
  'position',
  'hireDate',
  'salary',
  'allowances',
  'overtimeRate',
  'kraPin',
  'nssfNumber',
  'shifNumber',
  'paymentMethod',
  'bankName',
  'bankBranch',
  'bankAccountNumber',
  'mpesaPhone',
  'resident',
  'taxInputs',
  'isActive',
] as const;

const isCode = <C extends string>(list: readonly { code: C }[], code: string): code is C =>
  list.some((item) => item.code === code);

/** A department in words (its code when unknown). */
export const departmentLabel = (t: TFunction<'payroll'>, code: string) =>
  isCode(DEPARTMENTS, code) ? t(`departments.${code}`) : code;

/** An employment type in words (its code when unknown). */
export const employmentTypeLabel = (t: TFunction<'payroll'>, code: string) =>
  isCode(EMPLOYMENT_TYPES, code) ? t(`employmentTypes.${code}`) : code;

/** The text fields, each starting from the employee's value or ''. */
const EMPLOYEE_TEXTS = [
  'employeeNumber',
  'fullName',
  'email',
  'phone',
  'position',
  'hireDate',
  'kraPin',
  'nssfNumber',
  'shifNumber',
  'bankName',
  'bankBranch',
  'bankAccountNumber',
  'mpesaPhone',
] as const;

export function employeeFormValues(employee: Employee | undefined): DefaultValues<EmployeeFormInput> {
  return {
    ...textValues(employee, EMPLOYEE_TEXTS),
    department: employee?.department as EmployeeFormInput['department'] | undefined,
    employmentType: (employee?.employmentType ?? 'full_time') as EmployeeFormInput['employmentType'],
    salary: employee?.salary,
    allowances: employee?.allowances ?? { transport: 0, housing: 0, lunch: 0 },
    overtimeRate: employee?.overtimeRate ?? 0,
    paymentMethod: employee?.paymentMethod ?? 'bank',
    resident: employee?.resident ?? true,
    taxInputs: taxInputsFormValues(employee),
    isActive: employee?.isActive ?? true,
  };
}

/** The inputs in force today as the form's starting point (a new row is dated when saved). */
function taxInputsFormValues(employee: Employee | undefined): DefaultValues<EmployeeFormInput>['taxInputs'] {
  const t = employee?.taxInputs;
  return {
    effectiveFrom: '',
    resident: employee?.resident ?? true,
    employment: t?.employment ?? 'primary',
    disabilityCertificate: t?.disabilityCertificate ?? '',
    disabilityCertificateExpires: t?.disabilityCertificateExpires ?? '',
    registeredPension: t?.registeredPension ?? 0,
    postRetirementMedicalFund: t?.postRetirementMedicalFund ?? 0,
    mortgageInterest: t?.mortgageInterest ?? 0,
    insurancePremium: t?.insurancePremium ?? 0,
    carCost: t?.carCost ?? 0,
    carPrescribedValue: t?.carPrescribedValue ?? 0,
    meals: t?.meals ?? 0,
    nonCashBenefits: t?.nonCashBenefits ?? 0,
    housingType: t?.housingType ?? 'none',
    housingValue: t?.housingValue ?? 0,
    otherBenefits: t?.otherBenefits ?? 0,
  };
}

/** The tax inputs to save: only when one of them (or residence) was changed; residence follows the switch. */
export function taxInputsToSave(
  values: EmployeeFormValues,
  changed: boolean,
): EmployeeFormValues['taxInputs'] | undefined {
  if (!changed || !values.taxInputs) return undefined;
  return { ...values.taxInputs, resident: values.resident };
}

/** What an edit sends: every field (cleared ones as null), the number only when typed. */
export function employeeChanges(values: EmployeeFormValues, taxInputsChanged: boolean): EmployeeUpdate {
  const { branchId: _branch, userId: _user, taxInputs: _tax, ...rest } = values;
  return {
    ...rest,
    taxInputs: taxInputsToSave(values, taxInputsChanged),
    employeeNumber: values.employeeNumber ?? undefined,
    phone: values.phone ?? null,
    hireDate: values.hireDate ?? null,
    kraPin: values.kraPin ?? null,
    nssfNumber: values.nssfNumber ?? null,
    shifNumber: values.shifNumber ?? null,
    bankName: values.bankName ?? null,
    bankBranch: values.bankBranch ?? null,
    bankAccountNumber: values.bankAccountNumber ?? null,
    mpesaPhone: values.mpesaPhone ?? null,
  };
}
