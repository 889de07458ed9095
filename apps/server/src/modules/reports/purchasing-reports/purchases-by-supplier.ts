import { bills, suppliers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { gte, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inBranches } from '../../../platform/branch-columns';
import { keyedJoin, ofCompany } from '../../../platform/company-rows';
import type { TableReportLoader } from '../tables/table-report';

type Row = {
  supplierId: string;
  supplierName: string;
  bills: number;
  netPurchases: number;
  tax: number;
  total: number;
};

const money = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * API.md `purchases-by-supplier`, as the ledger books it: bills dated in the period less those voided
 * in it (the void's reversal is dated the void), pre-tax (`netPurchases`), VAT and total; `bills`
 * counts the period's bills still standing at its end. So `total` sums to what the bills and their
 * voids moved on accounts payable in the period. One aggregate of each per supplier.
 */
export const purchasesBySupplier: TableReportLoader<unknown, Row> = async ({ db, ctx, range }) => {
  const figures = (date: PgColumn) =>
    db
      .select({
        supplierId: bills.supplierId,
        supplierName: suppliers.name,
        standing: sql<number>`count(*) filter (where ${bills.voidDate} is null or ${bills.voidDate} > ${range.to})::int`,
        net: money(bills.subtotal),
        tax: money(bills.taxTotal),
      })
      .from(bills)
      .innerJoin(suppliers, keyedJoin(suppliers, bills, bills.supplierId))
      .where(
        ofCompany(
          bills,
          ctx.companyId,
          gte(date, range.from),
          lte(date, range.to),
          inBranches(bills.branchId, range),
        ),
      )
      .groupBy(bills.supplierId, suppliers.name);
  const [issued, voided] = await Promise.all([figures(bills.date), figures(bills.voidDate)]);
  const bySupplier = new Map<string, { name: string; bills: number; net: Money; tax: Money }>();
  const add = (r: (typeof issued)[number], sign: 1 | -1) => {
    const now = bySupplier.get(r.supplierId) ?? {
      name: r.supplierName,
      bills: 0,
      net: Money.zero(),
      tax: Money.zero(),
    };
    bySupplier.set(r.supplierId, {
      name: r.supplierName,
      bills: now.bills + (sign > 0 ? r.standing : 0),
      net: now.net.plus(Money.of(r.net).times(sign)),
      tax: now.tax.plus(Money.of(r.tax).times(sign)),
    });
  };
  for (const r of issued) add(r, 1);
  for (const r of voided) add(r, -1);
  return {
    rows: [...bySupplier].map(([supplierId, s]) => ({
      supplierId,
      supplierName: s.name,
      bills: s.bills,
      netPurchases: s.net.toNumber(),
      tax: s.tax.toNumber(),
      total: s.net.plus(s.tax).toNumber(),
    })),
  };
};
