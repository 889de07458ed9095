import { isPayPeriod } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, businessPeriod, listQuery, optionalBusinessDate } from './common';
import { statutoryNumbers } from './employees';
import { bankAccount } from './ledger';
import { documentEmail } from './mail';

export const PAYROLL_STATUSES = ['Pending', 'Processed', 'Paid'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];

/** A monthly pay period, 'YYYY-MM'. */
export const payPeriod = z.string().trim().refine(isPayPeriod, 'Use a pay period like 2025-03 (YYYY-MM)');

const hours = z
  .number()
  .min(0)
  .max(744, 'A month has at most 744 hours')
  .multipleOf(0.01, 'At most 2 decimals');

export const payrollRun = z.strictObject({
  period: businessPeriod,
  /** The employees to pay; none: every active employee with a salary in the branch in scope. */
  employeeIds: z.array(z.uuid()).min(1).max(2000).optional(),
  /** Overtime hours entered per employee (never guessed). */
  overtime: z
    .array(z.strictObject({ employeeId: z.uuid(), hours }))
    .max(2000)
    .optional(),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
  /** true: compute and return the records (status Pending) without saving anything. */
  preview: z.boolean().optional(),
  notes: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
});
export type PayrollRun = z.infer<typeof payrollRun>;
export type PayrollRunInput = z.input<typeof payrollRun>;

/** The statutory deductions of pay: PAYE, NSSF, SHIF (NHIF before it) and the housing levy. */
const statutoryDeductions = {
  paye: z.number(),
  nssf: z.number(),
  shif: z.number(),
  nhif: z.number(),
  housingLevy: z.number(),
};

const figures = {
  basicSalary: z.number(),
  overtimeHours: z.number(),
  overtimeRate: z.number(),
  overtimePay: z.number(),
  allowances: z.object({ transport: z.number(), housing: z.number(), lunch: z.number() }),
  totalAllowances: z.number(),
  /** Gross pay: basic + overtime + allowances. */
  totalEarnings: z.number(),
  /** Taxable benefits in kind (not paid in cash). */
  benefits: z.object({
    car: z.number(),
    meals: z.number(),
    nonCash: z.number(),
    housingType: z.string(),
    housing: z.number(),
    other: z.number(),
  }),
  /** totalEarnings + benefits (P10 'Total Gross Pay'). */
  totalGross: z.number(),
  /** Allowed off gross before tax: NSSF + registered pension (capped), the pension paid directly, PRMF, mortgage interest. */
  pensionDeduction: z.number(),
  otherPension: z.number(),
  postRetirementMedicalFund: z.number(),
  mortgageInterest: z.number(),
  /** Exempt part of taxable pay (disability exemption certificate). */
  disabilityExemption: z.number(),
  deductions: z.object(statutoryDeductions),
  totalDeductions: z.number(),
  taxablePay: z.number(),
  taxBeforeRelief: z.number(),
  personalRelief: z.number(),
  insuranceRelief: z.number(),
  housingRelief: z.number(),
  netPay: z.number(),
  employerContributions: z.object({ nssf: z.number(), housingLevy: z.number(), nita: z.number() }),
  /** Employer cost on top of gross pay. */
  totalEmployerContributions: z.number(),
};

export const payrollRecord = z.object({
  id: z.string(),
  payrollId: z.string(),
  employeeId: z.string(),
  employeeNumber: z.string(),
  employeeName: z.string(),
  employeeEmail: z.string(),
  department: z.string(),
  position: z.string(),
  employmentType: z.string(),
  ...statutoryNumbers,
  resident: z.boolean(),
  employment: z.enum(['primary', 'secondary']),
  disabilityCertificate: z.string().nullable(),
  branchId: z.string(),
  period: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  /** The day it was paid (null until then). */
  payDate: z.string().nullable(),
  healthScheme: z.enum(['shif', 'nhif']),
  ...figures,
  status: z.enum(PAYROLL_STATUSES),
  bankAccountId: z.string().nullable(),
  journalEntryId: z.string().nullable(),
  paymentEntryId: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PayrollRecord = z.infer<typeof payrollRecord>;

/** A previewed record is not saved: no id or number unless it would replace a saved one. */
export const payrollPreviewRecord = payrollRecord.extend({
  id: z.string().nullable(),
  payrollId: z.string().nullable(),
  status: z.literal('Pending'),
});
export type PayrollPreviewRecord = z.infer<typeof payrollPreviewRecord>;

export const payrollRunResult = z.object({ items: z.array(payrollRecord) });
export const payrollPreviewResult = z.object({ items: z.array(payrollPreviewRecord) });

export const payrollListQuery = listQuery.extend({
  period: z.preprocess(blankToUndefined, payPeriod.optional()),
  employeeId: z.preprocess(blankToUndefined, z.uuid().optional()),
  status: z.preprocess(blankToUndefined, z.enum(['Processed', 'Paid']).optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type PayrollListQuery = z.infer<typeof payrollListQuery>;

/** Approve and pay: posts the salaries and employer costs, then the payment from a bank account. */
export const payrollPay = z.strictObject({
  period: businessPeriod,
  /** Records to pay; none: every Processed record of the period in the branch in scope. */
  ids: z.array(z.uuid()).min(1).max(2000).optional(),
  bankAccountId: z.uuid(),
  /** Payment date, default today. */
  date: optionalBusinessDate,
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type PayrollPay = z.infer<typeof payrollPay>;

/** The bank, cash and M-Pesa accounts salaries can be paid from (for users without banking access). */
export const payrollPaymentAccounts = z.object({
  items: z.array(bankAccount.pick({ id: true, name: true, kind: true, bankName: true, accountNumber: true })),
});
export type PayrollPaymentAccount = z.infer<typeof payrollPaymentAccounts>['items'][number];

export const payrollPayResult = z.object({
  items: z.array(payrollRecord),
  journalEntryIds: z.array(z.string()),
});

const totals = {
  employees: z.number().int(),
  gross: z.number(),
  ...statutoryDeductions,
  totalDeductions: z.number(),
  netPay: z.number(),
  employerContributions: z.number(),
};

export const payrollPeriod = z.object({
  period: z.string(),
  ...totals,
  processed: z.number().int(),
  paid: z.number().int(),
  /** Paid when every record is paid, else Processed. */
  status: z.enum(['Processed', 'Paid']),
});
export type PayrollPeriod = z.infer<typeof payrollPeriod>;

export const payrollPeriodsResult = z.object({ items: z.array(payrollPeriod) });

export const payrollPeriodQuery = z.object({
  period: payPeriod,
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type PayrollPeriodQuery = z.infer<typeof payrollPeriodQuery>;

export const payrollBranchQuery = z.object({
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});

export const departmentSummary = z.object({
  period: z.string(),
  rows: z.array(z.object({ department: z.string(), ...totals })),
  totals: z.object(totals),
});
export type DepartmentSummary = z.infer<typeof departmentSummary>;

/** A tax year (January to December) for the P9 card. */
export const p9Query = z.object({
  year: z.coerce.number().int().min(2021, 'From 2021').max(2099),
});
export type P9Query = z.infer<typeof p9Query>;

/** Who a payslip is mailed to (default: the employee's email). */
export const payslipEmail = documentEmail;
