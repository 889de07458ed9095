import { companies, companyLogos, type Executor } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { toCompany } from './org.mappers';

export async function findCompanyRow(db: Executor, companyId: string) {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0];
}

export async function getCompany(db: Executor, companyId: string) {
  const row = await findCompanyRow(db, companyId);
  if (!row) throw notFound('Company');
  const logo = await db
    .select({ id: companyLogos.companyId })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId))
    .limit(1);
  return toCompany(row, logo.length > 0);
}
