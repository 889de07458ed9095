import { DEPARTMENTS, type DepartmentCode } from '@tawi/domain';
import type { PayrollDocumentLabels } from './payroll-document-labels';

/** The payroll documents' words in English, the reference (payroll-document-labels.ts). */
export const ENGLISH: PayrollDocumentLabels = {
  payslip: {
    title: (month) => `Payslip - ${month}`,
    payPeriod: (start, end) => `${start} to ${end}`,
    paidOn: (status, date) => `${status} on ${date}`,
    status: { Pending: 'Pending', Processed: 'Processed', Paid: 'Paid' },
    // the departments as every page names them
    department: Object.fromEntries(DEPARTMENTS.map((d) => [d.code, d.label])) as Record<
      DepartmentCode,
      string
    >,
    employee: 'Employee',
    employeeRows: {
      name: 'Name',
      employeeNumber: 'Employee number',
      department: 'Department',
      position: 'Position',
      payPeriod: 'Pay period',
      payDate: 'Pay date',
    },
    statutory: 'Tax and statutory numbers',
    statutoryRows: {
      employerPin: "Employer's KRA PIN",
      employeePin: "Employee's KRA PIN",
      nssfNumber: 'NSSF number',
      shifNumber: 'SHIF number',
      residency: 'Residency / employment',
      disabilityExemption: 'Disability exemption',
    },
    residency: (resident, secondary) =>
      `${resident ? 'Resident' : 'Non-resident'}, ${secondary ? 'secondary' : 'primary'}`,
    earnings: 'Earnings',
    earningRows: {
      basicSalary: 'Basic salary',
      transport: 'Transport allowance',
      housing: 'Housing allowance',
      lunch: 'Lunch allowance',
      grossPay: 'Gross pay',
    },
    overtime: (hours, rate) => `Overtime ${hours} h @ ${rate}`,
    deductions: 'Deductions',
    deductionRows: {
      paye: 'PAYE',
      nssf: 'NSSF',
      nhif: 'NHIF',
      shif: 'SHIF',
      housingLevy: 'Housing levy',
      totalDeductions: 'Total deductions',
    },
    netPay: 'Net pay',
    payeWorking: 'How PAYE was worked out',
    payeRows: {
      benefitsInKind: 'Benefits in kind (taxed, not paid)',
      allowedDeductions: 'Pension, PRMF and mortgage interest allowed',
      taxablePay: 'Taxable pay',
      disabilityExemption: 'Disability exemption',
      taxBeforeRelief: 'Tax before relief',
      personalRelief: 'Personal relief',
      insuranceRelief: 'Insurance relief',
      housingRelief: 'Affordable housing relief',
      paye: 'PAYE',
    },
    employerContributions: 'Employer contributions (not deducted)',
    employerRows: {
      nssf: 'NSSF (employer)',
      housingLevy: 'Housing levy (employer)',
      nita: 'NITA levy',
      employerCost: 'Employer cost',
    },
  },
  payslipEmail: {
    subject: (month, payrollId) => `Your payslip for ${month} (${payrollId})`,
    body: (employee, month, netPay, company) =>
      `Dear ${employee},\n\nPlease find attached your payslip for ${month}. Net pay: ${netPay}.\n\n${company}`,
  },
  p9: {
    taxDeductionCard: 'Tax deduction card',
    wholeYear: (year) => `January to December ${year}`,
    employerPin: "Employer's PIN",
    employee: 'Employee',
    employeePin: "Employee's PIN",
    employeeNumber: 'Employee number',
    noPayroll: (employee, year) => `No payroll for ${employee} in ${year}.`,
    columns: {
      month: 'Month',
      basicSalary: 'Basic salary (A)',
      benefits: 'Benefits non-cash (B)',
      quarters: 'Value of quarters (C)',
      grossPay: 'Total gross pay (D)',
      retirement: 'Retirement contribution (E)',
      shif: 'SHIF',
      ahl: 'AHL',
      prmf: 'PRMF',
      ownerOccupiedInterest: 'Owner-occupied interest (F)',
      chargeablePay: 'Chargeable pay (H)',
      taxCharged: 'Tax charged (J)',
      reliefs: 'Reliefs (K)',
      paye: 'PAYE tax (L)',
    },
    total: 'Total',
    totalPaye: (amount) => `Total PAYE deducted: KES ${amount}`,
  },
};
