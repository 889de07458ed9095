import type { EmployeeTaxInputs, EmployeeTaxInputsBody } from '@tawi/contracts';
import { type Executor, employeeTaxInputs } from '@tawi/db';
import { Money } from '@tawi/domain';
import { desc, eq, inArray, lte } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';

export type TaxInputsRow = typeof employeeTaxInputs.$inferSelect;
const t = employeeTaxInputs;
const n = (v: string) => Money.of(v).toNumber();
const fixed = (v: number) => Money.of(v).toFixed();

export function toTaxInputs(row: TaxInputsRow): EmployeeTaxInputs {
  return {
    id: row.id,
    employeeId: row.employeeId,
    effectiveFrom: row.effectiveFrom,
    resident: row.resident,
    employment: row.employment === 'secondary' ? 'secondary' : 'primary',
    disabilityCertificate: row.disabilityCertificate,
    disabilityCertificateExpires: row.disabilityCertificateExpires,
    registeredPension: n(row.registeredPension),
    postRetirementMedicalFund: n(row.postRetirementMedicalFund),
    mortgageInterest: n(row.mortgageInterest),
    insurancePremium: n(row.insurancePremium),
    carCost: n(row.carCost),
    carPrescribedValue: n(row.carPrescribedValue),
    meals: n(row.meals),
    nonCashBenefits: n(row.nonCashBenefits),
    housingType:
      row.housingType === 'employer-owned' || row.housingType === 'employer-rented'
        ? row.housingType
        : 'none',
    housingValue: n(row.housingValue),
    otherBenefits: n(row.otherBenefits),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a body (the date is set by the caller). */
export function taxInputValues(body: Omit<EmployeeTaxInputsBody, 'effectiveFrom'>) {
  return {
    resident: body.resident,
    employment: body.employment,
    disabilityCertificate: body.disabilityCertificate ?? null,
    disabilityCertificateExpires: body.disabilityCertificateExpires ?? null,
    registeredPension: fixed(body.registeredPension),
    postRetirementMedicalFund: fixed(body.postRetirementMedicalFund),
    mortgageInterest: fixed(body.mortgageInterest),
    insurancePremium: fixed(body.insurancePremium),
    carCost: fixed(body.carCost),
    carPrescribedValue: fixed(body.carPrescribedValue),
    meals: fixed(body.meals),
    nonCashBenefits: fixed(body.nonCashBenefits),
    housingType: body.housingType,
    housingValue: fixed(body.housingValue),
    otherBenefits: fixed(body.otherBenefits),
  };
}

/** An employee's rows, newest first. */
export async function taxInputRows(db: Executor, companyId: string, employeeId: string) {
  return db
    .select()
    .from(t)
    .where(ofCompany(t, companyId, eq(t.employeeId, employeeId)))
    .orderBy(desc(t.effectiveFrom));
}

/** For each employee, the row in force on `date` (the latest one from on or before it). */
export async function taxInputsInForce(
  db: Executor,
  companyId: string,
  employeeIds: readonly string[],
  date: string,
): Promise<Map<string, TaxInputsRow>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([t.employeeId])
    .from(t)
    .where(ofCompany(t, companyId, inArray(t.employeeId, [...employeeIds]), lte(t.effectiveFrom, date)))
    .orderBy(t.employeeId, desc(t.effectiveFrom));
  return new Map(rows.map((r) => [r.employeeId, r]));
}
