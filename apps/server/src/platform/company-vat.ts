import { companies, type Executor } from '@tawi/db';
import { chargesVat, NOT_VAT_REGISTERED, type VatRegistration } from '@tawi/domain';
import { eq } from 'drizzle-orm';

/** The company's VAT registration (business profile): whether and from when it charges VAT. */
export async function companyVatRegistration(db: Executor, companyId: string): Promise<VatRegistration> {
  const [row] = await db
    .select({ vatRegistered: companies.vatRegistered, vatRegisteredFrom: companies.vatRegisteredFrom })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? NOT_VAT_REGISTERED;
}

/** Whether a document of the company dated `date` charges VAT (domain `chargesVat`). */
export async function companyChargesVat(db: Executor, companyId: string, date: string): Promise<boolean> {
  return chargesVat(await companyVatRegistration(db, companyId), date);
}

/** Whether new products' selling prices include VAT (business profile; the usual for a retailer). */
export async function companySellsAtShelfPrices(db: Executor, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ included: companies.sellingPriceIncludesTax })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.included === true;
}
