import { branches, products, purchaseReceipts, stockMovements } from '@tawi/db';
import { MOVEMENT_KIND_LABELS, Money, type MovementKind, splitByMonths } from '@tawi/domain';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import { givenEquals } from '../../../platform/list-filters';
import { stockMovesOf } from '../../inventory';
import type { TableReportPager } from '../tables/table-pages';
import type { TableReportInput, TableReportLoader } from '../tables/table-report';
import { movementDocumentLink } from './movement-documents';

type Query = { productId?: string | undefined };

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

const m = stockMovements;

/** The movements of the report: dated in the period, of the branches (and product). */
function movementsOf({ ctx, range, query }: TableReportInput<Query>) {
  return ofCompany(
    m,
    ctx.companyId,
    gte(m.date, range.from),
    lte(m.date, range.to),
    inBranches(m.branchId, range),
    givenEquals(m.productId, query.productId),
  );
}

function selectRows(input: TableReportInput<Query>) {
  return input.db
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
    .innerJoin(products, keyedJoin(products, m, m.productId))
    .innerJoin(branches, keyedJoin(branches, m, m.branchId))
    .leftJoin(
      purchaseReceipts,
      and(
        eq(m.sourceType, 'purchase-receipt'),
        eq(purchaseReceipts.companyId, m.companyId),
        eq(purchaseReceipts.receiptNumber, m.sourceNumber),
      ),
    )
    .where(movementsOf(input))
    .$dynamic();
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(r: Selected): Row {
  return {
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
  };
}

/** The loader's own order (ties of a sort keep it): as recorded. */
const recorded = [asc(m.createdAt), asc(m.id)];

/**
 * API.md `stock-movements`: every stock movement dated in the period (sales, returns, goods received,
 * transfers out and in, adjustments, stock takes, opening stock) in the branches, of one product with
 * `productId`; `document` is the source document's number (else the movement's reason) and
 * `documentLink` its web page. Oldest first as recorded (the kit sorts).
 */
export const stockMovementsReport: TableReportLoader<Query, Row> = async (input) => {
  const rows = await selectRows(input).orderBy(asc(m.date), ...recorded);
  return { rows: rows.map(toRow) };
};

/**
 * How many movements the report has and their quantity and value: the whole months of the period from the
 * monthly stock totals (stock_month_totals), the days at its ends from the movements, so a year's page
 * does not count every movement of the year.
 */
async function movementSums({ db, ctx, range, query }: TableReportInput<Query>) {
  const moves = stockMovesOf(db, ctx.companyId, splitByMonths(range));
  const [sums] = await db
    .select({
      count: sql<number>`coalesce(sum(${moves.movements}), 0)::int`,
      quantity: sql<string>`coalesce(sum(${moves.quantity}), 0)::text`,
      value: sql<string>`coalesce(sum(${moves.value}), 0)::text`,
    })
    .from(moves)
    .where(and(inBranches(moves.branchId, range), givenEquals(moves.productId, query.productId)));
  return { count: sums?.count ?? 0, quantity: sums?.quantity ?? '0', value: sums?.value ?? '0' };
}

/** `stock-movements` by date (the default, newest first) paged, counted and totalled in SQL. */
export const stockMovementPages: TableReportPager<Query, Row> = {
  sorts: ['date'],
  async page(input, { descending, offset, limit }) {
    const [rows, sums] = await Promise.all([
      selectRows(input)
        .orderBy(descending ? desc(m.date) : asc(m.date), ...recorded)
        .limit(limit)
        .offset(offset),
      movementSums(input),
    ]);
    return {
      rows: rows.map(toRow),
      total: sums.count,
      totals: { quantity: sums.quantity, value: sums.value },
    };
  },
};
