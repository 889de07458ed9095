import type { CompanyUpdate } from '@tawi/contracts';
import { companies, type Database } from '@tawi/db';
import { type VatRegistrationProblem, vatRegistrationProblems } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { findCompanyRow, getCompany } from './company.repo';
import { assertRegistrationKeepsDocuments } from './vat-registration-guard';

const PROBLEM_FIELDS: Record<VatRegistrationProblem, [string, string]> = {
  'kra-pin-required': ['kraPin', 'A VAT-registered company needs its KRA PIN'],
  'effective-date-required': ['vatRegisteredFrom', 'The date the VAT registration takes effect is required'],
};

/**
 * The registration the update leaves: registering needs the KRA PIN and an effective date (400 naming
 * the missing fields, checked when the update touches one of them); turning it off clears the date.
 */
function vatRegistrationOf(before: typeof companies.$inferSelect, input: CompanyUpdate) {
  const vatRegistered = input.vatRegistered ?? before.vatRegistered;
  const after = {
    vatRegistered,
    vatRegisteredFrom: vatRegistered ? (input.vatRegisteredFrom ?? before.vatRegisteredFrom) : null,
    kraPin: input.kraPin === undefined ? before.kraPin : input.kraPin,
  };
  const touched = ['vatRegistered', 'vatRegisteredFrom', 'kraPin'].some((k) => k in input);
  const problems = touched ? vatRegistrationProblems(after) : [];
  if (problems.length > 0) {
    const fields = Object.fromEntries(problems.map((p) => PROBLEM_FIELDS[p]));
    throw new AppError('validation-error', Object.values(fields).join('; '), { fields });
  }
  return { vatRegistered, vatRegisteredFrom: after.vatRegisteredFrom };
}

export async function updateCompany(db: Database, ctx: RequestContext, input: CompanyUpdate) {
  await db.transaction(async (tx) => {
    const before = await findCompanyRow(tx, ctx.companyId);
    if (!before) throw notFound('Company');
    const registration = vatRegistrationOf(before, input);
    await assertRegistrationKeepsDocuments(tx, ctx.companyId, before, registration);
    const [after] = await tx
      .update(companies)
      .set({ ...input, ...registration, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId))
      .returning();
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'company',
      entityId: ctx.companyId,
      before,
      after,
    });
  });
  return getCompany(db, ctx.companyId);
}
