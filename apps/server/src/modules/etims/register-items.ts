import { type Executor, products, users } from '@tawi/db';
import {
  ETIMS_SERVICE_ITEM,
  type EtimsItemCodes,
  etimsItemCodesOf,
  etimsItemTypeOf,
  etimsSaveItemRequest,
  type TaxCategoryCode,
} from '@tawi/domain';
import { eq, inArray } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import { nextNumber } from '../../platform/counters';
import type { Actor } from '../../platform/request-context';
import { queueEtims } from './etims-outbox';

/** Who a call to KRA is made by (`regrId`/`regrNm`): the user, else the system. */
export type EtimsUser = { id: string; name: string };

/** The user's id and name, as KRA's `regrId`/`regrNm` carry them. */
export async function etimsUserOf(tx: Executor, actor: Actor): Promise<EtimsUser> {
  if (!actor.userId) return { id: 'system', name: 'Tawi' };
  const [row] = await tx
    .select({ name: users.fullName })
    .from(users)
    .where(ofCompany(users, actor.companyId, eq(users.id, actor.userId)));
  return { id: actor.userId, name: row?.name ?? 'Tawi' };
}

/** A product as eTIMS lines need it: its name, sku, tax type and registered codes. */
export interface EtimsProduct {
  id: string;
  sku: string;
  name: string;
  taxCategory: TaxCategoryCode;
  codes: EtimsItemCodes;
}

/** The products locked, in id order. */
async function lockProducts(tx: Executor, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(products)
    .where(ofCompany(products, companyId, inArray(products.id, ids)))
    .orderBy(products.id)
    .for('update');
}

/** The product's codes kept, and the product marked registered with KRA. */
async function markRegistered(tx: Executor, companyId: string, productId: string, codes: EtimsItemCodes) {
  await tx
    .update(products)
    .set({
      etimsItemCode: codes.itemCode,
      etimsClassCode: codes.classCode,
      etimsPackagingUnit: codes.packagingUnit,
      etimsQuantityUnit: codes.quantityUnit,
      etimsRegisteredAt: new Date(),
    })
    .where(ofCompany(products, companyId, eq(products.id, productId)));
}

/**
 * The products' item codes, registering with KRA those not yet registered: each gets its codes (its
 * own, else the defaults of etimsItemCodesOf, an item code on the company's next item number), is marked registered, and its `saveItem`
 * is queued, before whatever the caller queues next. `services`: lines without a product are the
 * company's service item, registered once. Products are locked (in id order) so two documents do
 * not register one twice.
 */
export async function registerEtimsItems(
  tx: Executor,
  actor: Actor,
  branchId: string,
  productIds: readonly string[],
  user: EtimsUser,
  options: { services?: boolean } = {},
): Promise<Map<string, EtimsProduct>> {
  const rows = await lockProducts(tx, actor.companyId, [...new Set(productIds)]);
  const item = (documentId: string, documentNumber: string, payload: object) =>
    queueEtims(tx, {
      companyId: actor.companyId,
      branchId,
      documentType: 'item',
      documentId,
      documentNumber,
      endpoint: 'saveItem',
      payload,
    });
  const found = new Map<string, EtimsProduct>();
  for (const p of rows) {
    const sequence = p.etimsItemCode ? 0 : await nextNumber(tx, actor.companyId, 'etims-item');
    const codes = etimsItemCodesOf(p, sequence);
    const taxCategory = p.taxCategory as TaxCategoryCode;
    found.set(p.id, { id: p.id, sku: p.sku, name: p.name, taxCategory, codes });
    if (p.etimsRegisteredAt) continue;
    await markRegistered(tx, actor.companyId, p.id, codes);
    const type = etimsItemTypeOf(p.unit);
    const unitPrice = Number(p.sellingPrice);
    await item(
      p.id,
      p.sku,
      etimsSaveItemRequest({ codes, type, name: p.name, taxCategory, unitPrice, user }),
    );
  }
  if (options.services) {
    const payload = etimsSaveItemRequest({
      codes: ETIMS_SERVICE_ITEM,
      type: '3',
      name: 'Services',
      taxCategory: 'B',
      unitPrice: 0,
      user,
    });
    // one per company: the outbox keeps one row per document, so a second queueing does nothing
    await item(actor.companyId, ETIMS_SERVICE_ITEM.itemCode, payload);
  }
  return found;
}
