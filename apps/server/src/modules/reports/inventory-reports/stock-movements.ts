import { branches, products, purchaseReceipts, stockMovements } from '@tawi/db';
import { MOVEMENT_KIND_LABELS, Money, type MovementKind } from '@tawi/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import type { TableReportLoader } from '../tables/table-report';
import { movementDocumentLink } from './movement-documents';

type Row = {
  date: string;
  productId: string;
  sku: string;
  branchId: string;
  branchName: string;
  kind: string;
  quantity: number;
  unitCost: number;
  value: number;
  document: string | null;
  documentLink: string | null;
};

/**
 * API.md `stock-movements`: every stock movement dated in the period (sales, returns, goods received,
 * transfers out and in, adjustments, stock takes, opening stock) in the branches, of one product with
 * `productId`; `document` is the source document's number (else the movement's reason) and
 * `documentLink` its web page. Oldest first as recorded (the kit sorts).
 */
export const stockMovementsReport: TableReportLoader<{ productId?: string | undefined }, Row> = async ({
  db,
  ctx,
  range,
  query,
}) => {
  const m = stockMovements;
  const rows = await db
    .select({
      date: m.date,
      productId: m.productId,
      sku: products.sku,
      branchId: m.branchId,
      branchName: branches.name,
      kind: m.kind,
      quantity: m.quantity,
      unitCost: m.unitCost,
      value: m.value,
      reason: m.reason,
      sourceType: m.sourceType,
      sourceId: m.sourceId,
      sourceNumber: m.sourceNumber,
      orderId: purchaseReceipts.orderId,
    })
    .from(m)
    .innerJoin(products, and(eq(products.companyId, m.companyId), eq(products.id, m.productId)))
    .innerJoin(branches, and(eq(branches.companyId, m.companyId), eq(branches.id, m.branchId)))
    .leftJoin(
      purchaseReceipts,
      and(
        eq(m.sourceType, 'purchase-receipt'),
        eq(purchaseReceipts.companyId, m.companyId),
        eq(purchaseReceipts.receiptNumber, m.sourceNumber),
      ),
    )
    .where(
      and(
        eq(m.companyId, ctx.companyId),
        gte(m.date, range.from),
        lte(m.date, range.to),
        inBranches(m.branchId, range),
        query.productId ? eq(m.productId, query.productId) : undefined,
      ),
    )
    .orderBy(asc(m.date), asc(m.createdAt), asc(m.id));
  return {
    rows: rows.map((r) => ({
      date: r.date,
      productId: r.productId,
      sku: r.sku,
      branchId: r.branchId,
      branchName: r.branchName,
      kind: MOVEMENT_KIND_LABELS[r.kind as MovementKind] ?? r.kind,
      quantity: Number(r.quantity),
      unitCost: Money.of(r.unitCost).toNumber(),
      value: Money.of(r.value).toNumber(),
      document: r.sourceNumber ?? r.reason,
      documentLink: movementDocumentLink(r),
    })),
  };
};
