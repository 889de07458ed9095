import { reportsApi } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { type SQL, sql } from 'drizzle-orm';
import type { ApiClient } from './http-client';
import type { LoadCompany } from './seed';
import type { AckedWrite, DocTable, LostAnswer } from './workload';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const cents = (n: number | string) => Math.round(Number(n) * 100);

/** Trial balance through the API: the company's, and each branch's on its own. */
export async function trialBalanceChecks(api: ApiClient, company: LoadCompany): Promise<Check[]> {
  const checks: Check[] = [];
  for (const branchId of [undefined, ...company.branches]) {
    const res = await api.send('check', reportsApi.trialBalance, { query: { branchId } });
    const { debit, credit } = res.body.totals;
    const name = `trial balance balances (${branchId ? `branch ${company.branches.indexOf(branchId) + 1}` : 'company'})`;
    checks.push({
      name,
      ok: res.status === 200 && cents(debit) === cents(credit),
      detail: `debit ${debit}, credit ${credit}`,
    });
  }
  return checks;
}

/** Posted lines per branch balance (the books of each branch on their own), read from the tables. */
async function ledgerPerBranch(db: Database, companyId: string): Promise<Check> {
  const off = await rows<{ branch_id: string; diff: string }>(
    db,
    sql`select l.branch_id, sum(l.debit) - sum(l.credit) as diff
          from journal_lines l join journal_entries e on e.company_id = l.company_id and e.id = l.entry_id
         where l.company_id = ${companyId} and e.status = 'Posted'
         group by l.branch_id having sum(l.debit) <> sum(l.credit)`,
  );
  return {
    name: 'posted lines balance per branch',
    ok: off.length === 0,
    detail: off.length ? JSON.stringify(off) : 'every branch',
  };
}

/** Stock: never below zero, always the sum of its movements, and worth what the inventory account says. */
async function stockChecks(db: Database, companyId: string): Promise<Check[]> {
  const [stock] = await rows<{ cells: number; negative: number; minimum: string }>(
    db,
    sql`select count(*)::int as cells, count(*) filter (where current_stock < 0)::int as negative,
               min(current_stock)::text as minimum
          from product_stock where company_id = ${companyId}`,
  );
  const drift = await rows<{ product_id: string; branch_id: string; stock: string; moved: string }>(
    db,
    sql`select s.product_id, s.branch_id, s.current_stock::text as stock, coalesce(m.moved, 0)::text as moved
          from product_stock s
          left join (select product_id, branch_id, sum(quantity) as moved from stock_movements
                      where company_id = ${companyId} group by product_id, branch_id) m
            on m.product_id = s.product_id and m.branch_id = s.branch_id
         where s.company_id = ${companyId} and s.current_stock <> coalesce(m.moved, 0)`,
  );
  const value = await rows<{ branch_id: string; stock_value: string; ledger: string }>(
    db,
    sql`with stock as (select branch_id, sum(stock_value) as v from product_stock
                        where company_id = ${companyId} group by branch_id),
             ledger as (select l.branch_id, sum(l.debit - l.credit) as v
                          from journal_lines l
                          join journal_entries e on e.company_id = l.company_id and e.id = l.entry_id
                          join accounts a on a.company_id = l.company_id and a.id = l.account_id
                         where l.company_id = ${companyId} and e.status = 'Posted' and a.system_key = 'inventory'
                         group by l.branch_id)
        select coalesce(s.branch_id, g.branch_id) as branch_id, coalesce(s.v, 0)::text as stock_value,
               coalesce(g.v, 0)::text as ledger
          from stock s full join ledger g on g.branch_id = s.branch_id
         where coalesce(s.v, 0) <> coalesce(g.v, 0)`,
  );
  return [
    {
      name: 'stock never negative',
      ok: (stock?.negative ?? 1) === 0,
      detail: `${stock?.cells} stock rows, lowest ${stock?.minimum}`,
    },
    {
      name: 'stock = sum of its movements',
      ok: drift.length === 0,
      detail: drift.length ? JSON.stringify(drift.slice(0, 5)) : 'every row',
    },
    {
      name: 'inventory account = stock value per branch',
      ok: value.length === 0,
      detail: value.length ? JSON.stringify(value) : 'every branch',
    },
  ];
}

/** Which table and column hold each numbered series. */
const SERIES: Record<string, { table: string; column: string }> = {
  INV: { table: 'invoices', column: 'invoice_number' },
  RCT: { table: 'customer_receipts', column: 'receipt_number' },
  BILL: { table: 'bills', column: 'bill_number' },
  LPO: { table: 'purchase_orders', column: 'purchase_number' },
  GRN: { table: 'purchase_receipts', column: 'receipt_number' },
  TRN: { table: 'transfers', column: 'transfer_number' },
  JE: { table: 'journal_entries', column: 'number' },
};

/** Each series holds exactly the numbers 1..counter, once each. */
async function gaplessChecks(db: Database, companyId: string): Promise<Check[]> {
  const counters = await rows<{ key: string; last_number: number }>(
    db,
    sql`select key, last_number from counters where company_id = ${companyId} order by key`,
  );
  const checks: Check[] = [];
  for (const { key, last_number: last } of counters) {
    const series = SERIES[key];
    if (!series) continue;
    const [row] = await rows<{ docs: number; distinct_numbers: number; lowest: number; highest: number }>(
      db,
      sql`select count(*)::int as docs, count(distinct n)::int as distinct_numbers, min(n)::int as lowest,
                 max(n)::int as highest
            from (select substring(${sql.identifier(series.column)} from '[0-9]+$')::int as n
                    from ${sql.identifier(series.table)} where company_id = ${companyId}) t`,
    );
    const docs = row?.docs ?? 0;
    const ok =
      docs === last &&
      row?.distinct_numbers === last &&
      (last === 0 || (row?.lowest === 1 && row?.highest === last));
    checks.push({ name: `${key} numbers gapless`, ok, detail: `${docs} documents, counter at ${last}` });
  }
  return checks;
}

/** Every acknowledged write is there with the number it was answered; transfers at least as far as answered. */
async function ackedChecks(db: Database, companyId: string, acked: AckedWrite[]): Promise<Check[]> {
  const numberColumn: Record<DocTable, string> = {
    invoices: 'invoice_number',
    customer_receipts: 'receipt_number',
    bills: 'bill_number',
    purchase_orders: 'purchase_number',
    purchase_receipts: 'receipt_number',
    transfers: 'transfer_number',
  };
  const missing: string[] = [];
  const tables = [...new Set(acked.map((w) => w.table))];
  for (const table of tables) {
    const writes = acked.filter((w) => w.table === table);
    const ids = [...new Set(writes.map((w) => w.id))];
    const found = await rows<{ id: string; number: string; status: string | null }>(
      db,
      sql`select id::text, ${sql.identifier(numberColumn[table])} as number,
                 ${table === 'transfers' ? sql`status` : sql`null`} as status
            from ${sql.identifier(table)}
           where company_id = ${companyId} and id::text in (select unnest(${`{${ids.join(',')}}`}::text[]))`,
    );
    const byId = new Map(found.map((r) => [r.id, r]));
    const rank = (s: string | null | undefined) => ['Pending', 'In Transit', 'Received'].indexOf(s ?? '');
    for (const w of writes) {
      const row = byId.get(w.id);
      if (!row || row.number !== w.number || (w.status && rank(row.status) < rank(w.status))) {
        missing.push(`${w.op} ${w.key} ${w.number}: ${row ? `${row.number} ${row.status}` : 'missing'}`);
      }
    }
  }
  return [
    {
      name: 'every acknowledged write present',
      ok: missing.length === 0,
      detail: missing.length ? missing.slice(0, 10).join('; ') : `${acked.length} acknowledged writes`,
    },
  ];
}

/** No request made two documents: the key is in each document's notes (delivery note for goods receipts). */
async function duplicateChecks(db: Database, companyId: string): Promise<Check> {
  const dupes = await rows<{ marker: string; n: number }>(
    db,
    sql`select marker, count(*)::int as n from (
          select notes as marker from invoices where company_id = ${companyId}
          union all select notes from customer_receipts where company_id = ${companyId}
          union all select notes from bills where company_id = ${companyId} and receipt_id is null
          union all select notes from purchase_orders where company_id = ${companyId}
          union all select notes from transfers where company_id = ${companyId}
          union all select delivery_note_number from purchase_receipts where company_id = ${companyId}) d
         where marker like 'load-%' group by marker having count(*) > 1`,
  );
  return {
    name: 'no request done twice',
    ok: dupes.length === 0,
    detail: dupes.length ? JSON.stringify(dupes.slice(0, 5)) : 'one document per key',
  };
}

/** Each write whose answer was lost with a killed process (409 when resent) is there, once. */
async function lostAnswerChecks(db: Database, companyId: string, lost: LostAnswer[]): Promise<Check> {
  const wrong: string[] = [];
  for (const l of lost) {
    const column = l.table === 'purchase_receipts' ? 'delivery_note_number' : 'notes';
    const query = l.id
      ? sql`select status from transfers where company_id = ${companyId} and id = ${l.id}`
      : sql`select null as status from ${sql.identifier(l.table)}
             where company_id = ${companyId} and ${sql.identifier(column)} = ${l.marker ?? ''}`;
    const found = await rows<{ status: string | null }>(db, query);
    const rank = (s: string | null | undefined) => ['Pending', 'In Transit', 'Received'].indexOf(s ?? '');
    const there = found.length === 1 && (!l.id || rank(found[0]?.status) >= rank(l.status));
    if (!there) wrong.push(`${l.op} ${l.marker ?? l.id}: ${found.length} found`);
  }
  return {
    name: 'every write whose answer was lost present once',
    ok: wrong.length === 0,
    detail: wrong.length ? wrong.slice(0, 10).join('; ') : `${lost.length} writes`,
  };
}

/** The checks read from the database (the server stopped). */
export async function databaseChecks(
  db: Database,
  companyId: string,
  acked: AckedWrite[],
  lost: LostAnswer[],
): Promise<Check[]> {
  return [
    await ledgerPerBranch(db, companyId),
    ...(await stockChecks(db, companyId)),
    ...(await gaplessChecks(db, companyId)),
    ...(await ackedChecks(db, companyId, acked)),
    await lostAnswerChecks(db, companyId, lost),
    await duplicateChecks(db, companyId),
  ];
}
