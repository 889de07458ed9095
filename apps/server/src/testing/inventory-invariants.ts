import type { Database } from '@tawi/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * The inventory tie-outs for one company, for the tests of every issue that moves stock: stock never
 * negative; each branch's current stock and value equal the sums of its movements; each branch's
 * inventory account equals its stock value; stock in transit equals the value of In Transit transfers;
 * the kept count of live products equals the live products. `allowNegative`: the company sells below
 * zero (Settings), so stock may be negative.
 */
export async function expectInventoryTieOut(
  db: Database,
  companyId: string,
  { allowNegative = false } = {},
): Promise<void> {
  if (!allowNegative) {
    const negative = await rows(
      db,
      sql`select product_id, branch_id, current_stock from product_stock
           where company_id = ${companyId} and (current_stock < 0 or stock_value < 0)`,
    );
    expect(negative, 'stock below zero').toEqual([]);
  }
  const drift = await rows(
    db,
    sql`select s.product_id, s.branch_id, s.current_stock::text, s.stock_value::text,
               coalesce(m.qty, 0)::text as moved_qty, coalesce(m.value, 0)::text as moved_value
          from product_stock s
          left join (select product_id, branch_id, sum(quantity) as qty, sum(value) as value
                       from stock_movements where company_id = ${companyId}
                      group by product_id, branch_id) m
            on m.product_id = s.product_id and m.branch_id = s.branch_id
         where s.company_id = ${companyId}
           and (s.current_stock <> coalesce(m.qty, 0) or s.stock_value <> coalesce(m.value, 0))`,
  );
  expect(drift, 'stock equals the sum of its movements').toEqual([]);
  const ledgerOf = (key: string) => sql`
    select b.branch_id, sum(b.debit - b.credit) as balance
      from account_balances b join accounts a on a.id = b.account_id
     where b.company_id = ${companyId} and a.system_key = ${key}
     group by b.branch_id`;
  const inventory = await rows(
    db,
    sql`with books as (${ledgerOf('inventory')}),
             stock as (select branch_id, sum(stock_value) as value from product_stock
                        where company_id = ${companyId} group by branch_id)
        select coalesce(b.branch_id, s.branch_id) as branch_id, b.balance::text, s.value::text
          from books b full join stock s on s.branch_id = b.branch_id
         where coalesce(b.balance, 0) <> coalesce(s.value, 0)`,
  );
  expect(inventory, 'inventory account per branch equals the stock value').toEqual([]);
  const [transit] = await rows(
    db,
    sql`select (select coalesce(sum(balance), 0) from (${ledgerOf('stock_in_transit')}) t)::numeric(18, 2)::text as books,
               (select coalesce(sum(i.value), 0) from transfer_items i join transfers t on t.id = i.transfer_id
                 where t.company_id = ${companyId} and t.status = 'In Transit')::numeric(18, 2)::text as goods`,
  );
  expect(transit?.books, 'stock in transit equals the value of transfers in transit').toBe(transit?.goods);
  const [counted] = await rows(
    db,
    sql`select (select count(*) from products where company_id = ${companyId} and not is_deleted)::int as counted,
               coalesce((select live from product_counts where company_id = ${companyId}), 0)::int as kept`,
  );
  expect(counted?.kept, 'product_counts equals the live products').toBe(counted?.counted);
}
