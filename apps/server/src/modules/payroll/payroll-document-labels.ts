import type { PayrollStatus } from '@tawi/contracts';
import type { DepartmentCode } from '@tawi/domain';

/** The payslip's and P9A's figure rows, each a label. */
type Rows<K extends string> = Record<K, string>;

/**
 * KRA P9A tax deduction card columns in order (Employer's Guide to PAYE, Appendix 1A), with the SHIF,
 * AHL and post-retirement medical fund columns that are deductible since December 2024.
 */
export const P9_COLUMNS = [
  'month',
  'basicSalary',
  'benefits',
  'quarters',
  'grossPay',
  'retirement',
  'shif',
  'ahl',
  'prmf',
  'ownerOccupiedInterest',
  'chargeablePay',
  'taxCharged',
  'reliefs',
  'paye',
] as const;
export type P9Column = (typeof P9_COLUMNS)[number];

/**
 * The fixed words of the payroll documents (payslip, its email, P9A), in one language. English is the
 * reference: a new label is added here first, and the Swahili table fails to compile until it has it
 * too. Months print as dates do (monthLabel), in English.
 */
export interface PayrollDocumentLabels {
  payslip: {
    title: (month: string) => string;
    payPeriod: (start: string, end: string) => string;
    paidOn: (status: string, date: string) => string;
    status: Record<PayrollStatus, string>;
    department: Record<DepartmentCode, string>;
    employee: string;
    employeeRows: Rows<'name' | 'employeeNumber' | 'department' | 'position' | 'payPeriod' | 'payDate'>;
    statutory: string;
    statutoryRows: Rows<
      'employerPin' | 'employeePin' | 'nssfNumber' | 'shifNumber' | 'residency' | 'disabilityExemption'
    >;
    residency: (resident: boolean, secondary: boolean) => string;
    earnings: string;
    earningRows: Rows<'basicSalary' | 'transport' | 'housing' | 'lunch' | 'grossPay'>;
    overtime: (hours: number, rate: string) => string;
    deductions: string;
    deductionRows: Rows<'paye' | 'nssf' | 'nhif' | 'shif' | 'housingLevy' | 'totalDeductions'>;
    netPay: string;
    payeWorking: string;
    payeRows: Rows<
      | 'benefitsInKind'
      | 'allowedDeductions'
      | 'taxablePay'
      | 'disabilityExemption'
      | 'taxBeforeRelief'
      | 'personalRelief'
      | 'insuranceRelief'
      | 'housingRelief'
      | 'paye'
    >;
    employerContributions: string;
    employerRows: Rows<'nssf' | 'housingLevy' | 'nita' | 'employerCost'>;
  };
  payslipEmail: {
    subject: (month: string, payrollId: string) => string;
    body: (employee: string, month: string, netPay: string, company: string) => string;
  };
  p9: {
    taxDeductionCard: string;
    wholeYear: (year: number) => string;
    employerPin: string;
    employee: string;
    employeePin: string;
    employeeNumber: string;
    noPayroll: (employee: string, year: number) => string;
    /** KRA's P9A columns (Employer's Guide to PAYE, Appendix 1A), printed in P9_COLUMNS' order. */
    columns: Rows<P9Column>;
    total: string;
    totalPaye: (amount: string) => string;
  };
}
