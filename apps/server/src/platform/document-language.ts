import { companies, type Executor } from '@tawi/db';
import { DEFAULT_LANGUAGE, type Language } from '@tawi/domain';
import { eq } from 'drizzle-orm';

/** The language the company's documents and their default emails are in (Settings, business profile). */
export async function documentLanguageOf(db: Executor, companyId: string): Promise<Language> {
  const [row] = await db
    .select({ language: companies.language })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.language ?? DEFAULT_LANGUAGE;
}
