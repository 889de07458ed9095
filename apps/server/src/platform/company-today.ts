import { companies, type Executor } from '@tawi/db';
import { todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';

/** Today in the company's time zone (API.md: business dates are in the company's time zone). */
export async function companyToday(db: Executor, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return todayIn(row?.timeZone);
}
