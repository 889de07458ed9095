import type { Executor } from '@tawi/db';
import { sql } from 'drizzle-orm';

/** Syllables that make the generated product names (Swahili-flavoured, deterministic by row number). */
const SYLLABLES = [
  'ka',
  'ma',
  'ngo',
  'ri',
  'tu',
  'wa',
  'zi',
  'bo',
  'le',
  'mu',
  'sa',
  'ndi',
  'ko',
  'pa',
  'chi',
  'ye',
  'nyo',
  'ba',
  'gu',
  'ta',
];
const SIZES = ['250 g', '500 g', '1 kg', '2 kg', '5 kg', '500 ml', '1 l', '2 l', 'pack of 6', 'dozen'];
export const CATEGORIES = Array.from({ length: 20 }, (_, i) => `Category ${String(i + 1).padStart(2, '0')}`);

const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/**
 * `count` products for the company, in one statement: names of two made-up words and a size, skus
 * SKU-0000001.., descriptions of two words, 20 categories; the home branch holds stock of each
 * (0..199, so some are at or below their reorder level of 20).
 */
export async function generateProducts(db: Executor, companyId: string, branchId: string, count: number) {
  const syl = sql.raw(`'${textArray(SYLLABLES)}'::text[]`);
  const sizes = sql.raw(`'${textArray(SIZES)}'::text[]`);
  const cats = sql.raw(`'${textArray(CATEGORIES)}'::text[]`);
  const pick = (arr: ReturnType<typeof sql.raw>, n: number, salt: number) =>
    sql`(${arr})[1 + abs(hashint4(i * ${salt}::int + ${n}::int)) % array_length(${arr}, 1)]`;
  await db.execute(sql`
    insert into products (company_id, name, sku, description, category, selling_price, cost_price, minimum_stock)
    select ${companyId}::uuid,
           initcap(${pick(syl, 1, 7)} || ${pick(syl, 2, 11)} || ${pick(syl, 3, 13)}) || ' ' ||
             initcap(${pick(syl, 4, 17)} || ${pick(syl, 5, 19)}) || ' ' || ${pick(sizes, 6, 23)},
           'SKU-' || lpad(i::text, 7, '0'),
           ${pick(syl, 7, 29)} || ${pick(syl, 8, 31)} || ' ' || ${pick(syl, 9, 37)} || ${pick(syl, 10, 41)},
           ${pick(cats, 11, 43)},
           (50 + abs(hashint4(i)) % 5000)::numeric(18, 2),
           (40 + abs(hashint4(i)) % 4000)::numeric(20, 6),
           20
      from generate_series(1, ${count}::int) as i`);
  await db.execute(sql`
    insert into product_stock (company_id, product_id, branch_id, current_stock, minimum_stock, stock_value, average_cost)
    select p.company_id, p.id, ${branchId}::uuid, s.qty, 20, s.qty * p.cost_price, p.cost_price
      from products p cross join lateral (select (abs(hashint4(hashtext(p.sku))) % 200)::numeric(20, 3) as qty) s
     where p.company_id = ${companyId}::uuid`);
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_stock`);
}

/** Search terms a user types: parts of the generated words, a category word, sku fragments, misses. */
export const SEARCH_TERMS = [
  'kama',
  'ngori',
  'tuwa',
  'zibo',
  'lemu',
  'sandi',
  'kopa',
  'chiye',
  'nyoba',
  'guta',
  'mangu',
  'riko',
  '500 g',
  'sku-00012',
  'sku-0099',
  'bale',
  'wazi',
  'xyzzy',
  'pachi',
  'kilo',
  'dozen',
];
