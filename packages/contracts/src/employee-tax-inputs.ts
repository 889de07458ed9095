import { HOUSING_TYPES } from '@tawi/domain';
import { z } from 'zod';
import { isoDate, issueAt, optionalBusinessDate, orNull } from './common';
import { recordStamps } from './documents';
import { payMoney } from './money';

export const EMPLOYMENT_KINDS = ['primary', 'secondary'] as const;
export type EmploymentKind = (typeof EMPLOYMENT_KINDS)[number];
export const HOUSING_TYPE_CODES = HOUSING_TYPES.map((t) => t.code) as [
  (typeof HOUSING_TYPES)[number]['code'],
  ...(typeof HOUSING_TYPES)[number]['code'][],
];

/** The PAYE inputs of an employee (KENYA.md), every amount per month. */
const taxInputFields = {
  /** Residents get the reliefs and the bands; non-residents pay the flat rate. */
  resident: z.boolean().default(true),
  /** Secondary employment: the top rate flat, no personal relief. */
  employment: z.enum(EMPLOYMENT_KINDS).default('primary'),
  /** KRA disability exemption certificate; with it the first 150,000 a month is exempt until it expires. */
  disabilityCertificate: orNull(z.string().trim().min(1).max(40)),
  disabilityCertificateExpires: orNull(isoDate),
  /** Paid by the employee straight to a registered pension scheme. */
  registeredPension: payMoney.default(0),
  postRetirementMedicalFund: payMoney.default(0),
  mortgageInterest: payMoney.default(0),
  /** Life, health and education premiums (insurance relief). */
  insurancePremium: payMoney.default(0),
  /** Initial cost of a car the employer provides, and the Commissioner's prescribed monthly value. */
  carCost: payMoney.default(0),
  carPrescribedValue: payMoney.default(0),
  meals: payMoney.default(0),
  nonCashBenefits: payMoney.default(0),
  housingType: z.enum(HOUSING_TYPE_CODES).default('none'),
  /** Fair market rent (own house) or rent paid by the employer (rented house). */
  housingValue: payMoney.default(0),
  otherBenefits: payMoney.default(0),
};

/** Tax inputs from a date (default today); the same date again replaces that row. */
export const employeeTaxInputsBody = z
  .strictObject({ effectiveFrom: optionalBusinessDate, ...taxInputFields })
  .superRefine((v, ctx) => {
    if (v.disabilityCertificate && !v.disabilityCertificateExpires) {
      issueAt(ctx, ['disabilityCertificateExpires'], 'Give the certificate expiry date');
    }
  });
export type EmployeeTaxInputsBody = z.infer<typeof employeeTaxInputsBody>;
export type EmployeeTaxInputsInput = z.input<typeof employeeTaxInputsBody>;

export const employeeTaxInputs = z.object({
  id: z.string(),
  employeeId: z.string(),
  effectiveFrom: z.string(),
  resident: z.boolean(),
  employment: z.enum(EMPLOYMENT_KINDS),
  disabilityCertificate: z.string().nullable(),
  disabilityCertificateExpires: z.string().nullable(),
  registeredPension: z.number(),
  postRetirementMedicalFund: z.number(),
  mortgageInterest: z.number(),
  insurancePremium: z.number(),
  carCost: z.number(),
  carPrescribedValue: z.number(),
  meals: z.number(),
  nonCashBenefits: z.number(),
  housingType: z.enum(HOUSING_TYPE_CODES),
  housingValue: z.number(),
  otherBenefits: z.number(),
  ...recordStamps,
});
export type EmployeeTaxInputs = z.infer<typeof employeeTaxInputs>;

export const employeeTaxInputsList = z.object({ items: z.array(employeeTaxInputs) });
