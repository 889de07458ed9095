import type { employees } from '@tawi/db';
import { computePayslip, type HousingType, type Money, type Payslip, periodBounds } from '@tawi/domain';
import { fieldError } from '../../platform/app-error';
import type { PayrollValues } from './payroll-records.repo';
import type { TaxInputsRow } from './tax-inputs.repo';

type EmployeeRow = typeof employees.$inferSelect;

/** A disability exemption certificate counts for a month when it is still valid on the month's last day. */
export function certificateValid(inputs: TaxInputsRow | undefined, period: string): boolean {
  if (!inputs?.disabilityCertificate) return false;
  const expires = inputs.disabilityCertificateExpires;
  return !expires || expires >= periodBounds(period).end;
}

/** The domain's tax inputs from the row in force (none: resident as the employee record says, primary). */
function taxInputsOf(employee: EmployeeRow, inputs: TaxInputsRow | undefined, period: string) {
  if (!inputs) return { resident: employee.resident };
  return {
    resident: inputs.resident,
    employment: inputs.employment === 'secondary' ? ('secondary' as const) : ('primary' as const),
    disabilityExempt: certificateValid(inputs, period),
    registeredPension: inputs.registeredPension,
    postRetirementMedicalFund: inputs.postRetirementMedicalFund,
    mortgageInterest: inputs.mortgageInterest,
    insurancePremium: inputs.insurancePremium,
    benefits: {
      carCost: inputs.carCost,
      carPrescribedValue: inputs.carPrescribedValue,
      meals: inputs.meals,
      nonCash: inputs.nonCashBenefits,
      housingType: inputs.housingType as HousingType,
      housingValue: inputs.housingValue,
      other: inputs.otherBenefits,
    },
  };
}

/** The domain's payslip for an employee and month; a period no rule covers is a 400 on `period`. */
export function payslipFor(
  employee: EmployeeRow,
  period: string,
  overtimeHours: number,
  inputs?: TaxInputsRow,
): Payslip {
  try {
    return computePayslip({
      period,
      basicSalary: employee.basicSalary,
      allowances: {
        transport: employee.transportAllowance,
        housing: employee.housingAllowance,
        lunch: employee.lunchAllowance,
      },
      overtimeHours,
      overtimeRate: employee.overtimeRate,
      ...taxInputsOf(employee, inputs, period),
    });
  } catch (err) {
    if (err instanceof RangeError) throw fieldError('period', err.message);
    throw err;
  }
}

const fixed = (m: Money) => m.toFixed();

/** Who the record is of, as the employee record says on the day it is run. */
const employeeColumns = (employee: EmployeeRow) => ({
  companyId: employee.companyId,
  branchId: employee.branchId,
  employeeId: employee.id,
  employeeNumber: employee.employeeNumber,
  employeeName: employee.fullName,
  employeeEmail: employee.email,
  department: employee.department,
  position: employee.position,
  employmentType: employee.employmentType,
  kraPin: employee.kraPin,
  nssfNumber: employee.nssfNumber,
  shifNumber: employee.shifNumber,
});

/** The employee's deductions, the tax reliefs and PAYE. */
const deductionColumns = (p: Payslip, inputs: TaxInputsRow | undefined) => ({
  nssf: fixed(p.nssfEmployee),
  shif: fixed(p.shif),
  nhif: fixed(p.nhif),
  housingLevy: fixed(p.housingLevy),
  pensionDeduction: fixed(p.taxDeductions.pension),
  otherPension: inputs?.registeredPension ?? '0',
  postRetirementMedicalFund: fixed(p.taxDeductions.postRetirementMedicalFund),
  mortgageInterest: fixed(p.taxDeductions.mortgageInterest),
  disabilityExemption: fixed(p.disabilityExemption),
  taxablePay: fixed(p.taxablePay),
  taxBeforeRelief: fixed(p.taxBeforeRelief),
  personalRelief: fixed(p.reliefs.personal),
  insuranceRelief: fixed(p.reliefs.insurance),
  housingRelief: fixed(p.reliefs.housing),
  paye: fixed(p.paye),
  totalDeductions: fixed(p.totalDeductions),
});

/** A payroll record's columns for one employee and month (no id, number or status yet). */
export function payrollValues(
  employee: EmployeeRow,
  period: string,
  overtimeHours: number,
  notes: string | undefined,
  inputs?: TaxInputsRow,
): Omit<PayrollValues, 'payrollNumber'> {
  const p = payslipFor(employee, period, overtimeHours, inputs);
  return {
    ...employeeColumns(employee),
    period: p.period,
    resident: p.resident,
    employment: p.employment,
    disabilityCertificate: p.disabilityExemption.isZero() ? null : (inputs?.disabilityCertificate ?? null),
    healthScheme: p.healthScheme,
    basicSalary: fixed(p.basicSalary),
    overtimeHours: overtimeHours.toFixed(2),
    overtimeRate: employee.overtimeRate,
    overtimePay: fixed(p.overtime),
    transportAllowance: fixed(p.allowances.transport),
    housingAllowance: fixed(p.allowances.housing),
    lunchAllowance: fixed(p.allowances.lunch),
    grossPay: fixed(p.gross),
    carBenefit: fixed(p.benefits.car),
    mealsBenefit: fixed(p.benefits.meals),
    nonCashBenefit: fixed(p.benefits.nonCash),
    housingType: p.benefits.housingType,
    housingBenefit: fixed(p.benefits.housing),
    otherBenefits: fixed(p.benefits.other),
    ...deductionColumns(p, inputs),
    netPay: fixed(p.netPay),
    employerNssf: fixed(p.nssfEmployer),
    employerHousingLevy: fixed(p.housingLevyEmployer),
    nita: fixed(p.nita),
    notes: notes ?? null,
  };
}
