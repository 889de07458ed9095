import pg from 'pg';

/**
 * The floor for the list workload: a page of 25 products by name (the record and the branch's stock)
 * as one prepared statement over plain `pg`, with none of the app's code, on a pool of the same size.
 * What the machine gives any page query at this concurrency.
 */
export function openBarePage(url: string, poolSize: number, companyId: string, branchId: string) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const page = (offset: number) =>
    pool.query({
      name: 'bench_bare_page',
      text: `select p.*, s.current_stock, s.minimum_stock, s.average_cost
               from (select id from products where company_id = $1 and is_deleted = false
                      order by lower(name), id limit 25 offset $3) page
               join products p on p.company_id = $1 and p.id = page.id
               left join product_stock s on s.company_id = $1 and s.product_id = p.id and s.branch_id = $2`,
      values: [companyId, branchId, offset],
    });
  return { page, close: () => pool.end() };
}
