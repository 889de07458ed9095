import { type Executor, productStock } from '@tawi/db';
import {
  type EtimsStockIoType,
  etimsStockIoRequest,
  etimsStockMasterRequest,
  Money,
  type TaxCategoryCode,
} from '@tawi/domain';
import { inArray, sql } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';
import type { Actor } from '../../platform/request-context';
import { etimsReady, etimsSettingsOf } from './etims-device';
import { etimsPartId, queueEtims, STOCK_IO_ENDPOINT, STOCK_MASTER_ENDPOINT } from './etims-outbox';
import { etimsUserOf, registerEtimsItems } from './register-items';

/** Stock that moved at a branch, as one `insertStockIO`: what moved (quantities positive) at what cost. */
export interface EtimsStockReport {
  branchId: string;
  /** The outbox's document id: the document's, or one part of it (etimsPartId). */
  documentId: string;
  documentNumber: string;
  date: string;
  type: EtimsStockIoType;
  party?: { pin: string | null; name: string } | undefined;
  /** `taxCategory`: the tax type it moved under (a purchase line's), else the product's. */
  lines: readonly {
    productId: string;
    qty: string | number;
    unitCost: string | number;
    taxCategory?: TaxCategoryCode;
  }[];
}

/** The company's stock of each product, all branches (one eTIMS device holds the company's stock). */
async function stockLeftOf(tx: Executor, companyId: string, productIds: readonly string[]) {
  const rows = await tx
    .select({ productId: productStock.productId, qty: sql<string>`sum(${productStock.currentStock})::text` })
    .from(productStock)
    .where(ofCompany(productStock, companyId, inArray(productStock.productId, [...productIds])))
    .groupBy(productStock.productId);
  return new Map(rows.map((r) => [r.productId, r.qty]));
}

/**
 * Queues, in the caller's transaction, the stock movement for KRA (`insertStockIO`, after `saveItem`
 * of products not yet registered) and then each product's stock left (`saveStockMaster`), when the
 * company's eTIMS is ready; nothing otherwise, or
 * when nothing moved. Call it after the stock rows are written (the stock left is read then).
 */
export async function queueEtimsStock(tx: Executor, actor: Actor, report: EtimsStockReport): Promise<void> {
  const lines = report.lines.filter((l) => !Money.of(l.qty).isZero());
  if (lines.length === 0) return;
  if (!etimsReady(await etimsSettingsOf(tx, actor.companyId))) return;
  const user = await etimsUserOf(tx, actor);
  const productIds = lines.map((l) => l.productId);
  const found = await registerEtimsItems(tx, actor, report.branchId, productIds, user);
  const productOf = (id: string) => {
    const product = found.get(id);
    if (!product) throw new Error(`eTIMS stock report: product ${id} not found`);
    return product;
  };
  const row = {
    companyId: actor.companyId,
    branchId: report.branchId,
    documentType: 'stock-movement' as const,
  };
  await queueEtims(tx, {
    ...row,
    documentId: report.documentId,
    documentNumber: report.documentNumber,
    endpoint: STOCK_IO_ENDPOINT,
    payload: etimsStockIoRequest({
      type: report.type,
      documentNumber: report.documentNumber,
      date: report.date,
      party: report.party,
      user: user,
      lines: lines.map((l) => {
        const product = productOf(l.productId);
        return {
          description: product.name,
          item: product.codes,
          qty: Money.of(l.qty).abs().toFixed(3),
          unitCost: Money.of(l.unitCost).abs().toFixed(6),
          taxCategory: l.taxCategory ?? product.taxCategory,
        };
      }),
    }),
  });
  const left = await stockLeftOf(tx, actor.companyId, productIds);
  for (const productId of new Set(productIds)) {
    const product = productOf(productId);
    await queueEtims(tx, {
      ...row,
      documentId: etimsPartId(report.documentId, productId),
      documentNumber: `${report.documentNumber} ${product.sku}`,
      endpoint: STOCK_MASTER_ENDPOINT,
      payload: etimsStockMasterRequest(product.codes, left.get(productId) ?? 0, user),
    });
  }
}

/** The unit cost a move carried: its value over its quantity (both signed alike). */
export const unitCostOf = (move: { qty: string; value: string }) =>
  Money.of(move.qty).isZero() ? '0' : Money.of(move.value).dividedBy(move.qty).abs().toFixed(6);
