import { type Executor, products, users } from '@tawi/db';
import { type EtimsItemCodes, etimsItemCodesOf, type TaxCategoryCode } from '@tawi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/request-context';
import { etimsReady, etimsSettingsOf } from './etims-device';

/** Who a call to KRA is made by (`regrId`/`regrNm`): the user, else the system. */
export interface EtimsReporter {
  user: { id: string; name: string };
}

/**
 * The reporter of the actor's calls when the company's documents go to KRA (eTIMS enabled and the
 * device initialised); undefined otherwise: then nothing is queued.
 */
export async function etimsReporterOf(tx: Executor, actor: Actor): Promise<EtimsReporter | undefined> {
  if (!etimsReady(await etimsSettingsOf(tx, actor.companyId))) return undefined;
  if (!actor.userId) return { user: { id: 'system', name: 'Tawi' } };
  const [user] = await tx
    .select({ name: users.fullName })
    .from(users)
    .where(and(eq(users.companyId, actor.companyId), eq(users.id, actor.userId)));
  return { user: { id: actor.userId, name: user?.name ?? 'Tawi' } };
}

/** A product as eTIMS lines need it: its name, sku, tax type and codes (its own or the defaults). */
export interface EtimsProduct {
  id: string;
  sku: string;
  name: string;
  taxCategory: TaxCategoryCode;
  codes: EtimsItemCodes;
}

/** The products by id, with their eTIMS codes. */
export async function etimsProductsOf(
  tx: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, EtimsProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...new Set(ids)])));
  return new Map(
    rows.map((p) => [
      p.id,
      {
        id: p.id,
        sku: p.sku,
        name: p.name,
        taxCategory: p.taxCategory as TaxCategoryCode,
        codes: etimsItemCodesOf(p),
      },
    ]),
  );
}
