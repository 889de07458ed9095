import type { employees } from '@tawi/db';
import { computePayslip, type Money, type Payslip } from '@tawi/domain';
import { fieldError } from '../../platform/app-error';
import type { PayrollValues } from './payroll-records.repo';

type EmployeeRow = typeof employees.$inferSelect;

/** The domain's payslip for an employee and month; a period no rule covers is a 400 on `period`. */
export function payslipFor(employee: EmployeeRow, period: string, overtimeHours: number): Payslip {
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
      resident: employee.resident,
    });
  } catch (err) {
    if (err instanceof RangeError) throw fieldError('period', err.message);
    throw err;
  }
}

const fixed = (m: Money) => m.toFixed();

/** A payroll record's columns for one employee and month (no id, number or status yet). */
export function payrollValues(
  employee: EmployeeRow,
  period: string,
  overtimeHours: number,
  notes: string | undefined,
): Omit<PayrollValues, 'payrollNumber'> {
  const p = payslipFor(employee, period, overtimeHours);
  return {
    companyId: employee.companyId,
    branchId: employee.branchId,
    employeeId: employee.id,
    period: p.period,
    employeeNumber: employee.employeeNumber,
    employeeName: employee.fullName,
    employeeEmail: employee.email,
    department: employee.department,
    position: employee.position,
    employmentType: employee.employmentType,
    kraPin: employee.kraPin,
    resident: p.resident,
    healthScheme: p.healthScheme,
    basicSalary: fixed(p.basicSalary),
    overtimeHours: overtimeHours.toFixed(2),
    overtimeRate: employee.overtimeRate,
    overtimePay: fixed(p.overtime),
    transportAllowance: fixed(p.allowances.transport),
    housingAllowance: fixed(p.allowances.housing),
    lunchAllowance: fixed(p.allowances.lunch),
    grossPay: fixed(p.gross),
    nssf: fixed(p.nssfEmployee),
    shif: fixed(p.shif),
    nhif: fixed(p.nhif),
    housingLevy: fixed(p.housingLevy),
    taxablePay: fixed(p.taxablePay),
    taxBeforeRelief: fixed(p.taxBeforeRelief),
    personalRelief: fixed(p.reliefs.personal),
    insuranceRelief: fixed(p.reliefs.insurance),
    housingRelief: fixed(p.reliefs.housing),
    paye: fixed(p.paye),
    totalDeductions: fixed(p.totalDeductions),
    netPay: fixed(p.netPay),
    employerNssf: fixed(p.nssfEmployer),
    employerHousingLevy: fixed(p.housingLevyEmployer),
    nita: fixed(p.nita),
    notes: notes ?? null,
  };
}
