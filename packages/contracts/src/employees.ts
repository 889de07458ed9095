import { DEPARTMENT_CODES, EMPLOYEE_PAGE_SIZE, EMPLOYMENT_TYPE_CODES, MAX_PAGE_SIZE } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, listQuery, orNull, personDate } from './common';
import { kenyanPhone, kraPin } from './company';
import { keptRecordEnd } from './documents';
import { employeeTaxInputs, employeeTaxInputsBody } from './employee-tax-inputs';
import { payMoney } from './money';

export const SALARY_PAYMENT_METHODS = ['bank', 'mpesa'] as const;
export type SalaryPaymentMethod = (typeof SALARY_PAYMENT_METHODS)[number];

export const employeeAllowances = z.strictObject({
  transport: payMoney.default(0),
  housing: payMoney.default(0),
  lunch: payMoney.default(0),
});

const employeeFields = {
  employeeNumber: orNull(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,20}$/, 'Use up to 20 letters, digits or hyphens'),
  ),
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  email: z.email('Enter a valid email').trim().toLowerCase().max(200),
  phone: orNull(kenyanPhone),
  department: z.enum(DEPARTMENT_CODES, { message: 'Choose a department' }),
  employmentType: z.enum(EMPLOYMENT_TYPE_CODES, { message: 'Choose an employment type' }),
  position: z.string().trim().min(1, 'Position is required').max(120),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
  hireDate: orNull(personDate),
  /** Basic monthly salary, KES. */
  salary: payMoney,
  allowances: employeeAllowances.optional(),
  /** KES per overtime hour. */
  overtimeRate: payMoney.default(0),
  kraPin: orNull(kraPin),
  nssfNumber: orNull(z.string().trim().max(30)),
  shifNumber: orNull(z.string().trim().max(30)),
  paymentMethod: z.enum(SALARY_PAYMENT_METHODS).default('bank'),
  bankName: orNull(z.string().trim().max(120)),
  bankBranch: orNull(z.string().trim().max(120)),
  bankAccountNumber: orNull(z.string().trim().max(40)),
  /** The M-Pesa number salaries are sent to (defaults to `phone` in the payment file). */
  mpesaPhone: orNull(kenyanPhone),
  /** Residents get the reliefs; non-residents pay the flat rate. */
  resident: z.boolean().default(true),
  /** The employee's login, when they have one. */
  userId: orNull(z.uuid()),
  /** PAYE inputs from a date (default today); also `POST /api/employees/:id/tax-inputs`. */
  taxInputs: employeeTaxInputsBody.optional(),
};

export const employeeCreate = z.strictObject(employeeFields);
export type EmployeeCreate = z.infer<typeof employeeCreate>;
export type EmployeeCreateInput = z.input<typeof employeeCreate>;

export const employeeUpdate = z.strictObject({
  ...employeeFields,
  fullName: employeeFields.fullName.optional(),
  email: employeeFields.email.optional(),
  department: employeeFields.department.optional(),
  employmentType: employeeFields.employmentType.optional(),
  position: employeeFields.position.optional(),
  salary: payMoney.optional(),
  overtimeRate: payMoney.optional(),
  paymentMethod: z.enum(SALARY_PAYMENT_METHODS).optional(),
  resident: z.boolean().optional(),
  allowances: z
    .strictObject({
      transport: payMoney.optional(),
      housing: payMoney.optional(),
      lunch: payMoney.optional(),
    })
    .optional(),
  isActive: z.boolean().optional(),
});
export type EmployeeUpdate = z.infer<typeof employeeUpdate>;

/** An employee's KRA PIN, NSSF and SHIF numbers (none until recorded). */
export const statutoryNumbers = {
  kraPin: z.string().nullable(),
  nssfNumber: z.string().nullable(),
  shifNumber: z.string().nullable(),
};

export const employee = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  department: z.string(),
  employmentType: z.string(),
  position: z.string(),
  branchId: z.string(),
  hireDate: z.string().nullable(),
  salary: z.number(),
  allowances: z.object({ transport: z.number(), housing: z.number(), lunch: z.number() }),
  overtimeRate: z.number(),
  ...statutoryNumbers,
  paymentMethod: z.enum(SALARY_PAYMENT_METHODS),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  mpesaPhone: z.string().nullable(),
  resident: z.boolean(),
  userId: z.string().nullable(),
  /** The tax inputs in force today (GET /:id, create and update answer it; lists leave it out). */
  taxInputs: employeeTaxInputs.nullable().optional(),
  ...keptRecordEnd,
});
export type Employee = z.infer<typeof employee>;

/** The employees list pages by 250 unless told otherwise (SPEC point 9). */
export const employeeListQuery = listQuery.extend({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(EMPLOYEE_PAGE_SIZE),
  ),
  department: z.preprocess(blankToUndefined, employeeFields.department.optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;
