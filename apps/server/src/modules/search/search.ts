import type { SearchItem, SearchResult } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { keyedJoin, liveOf, ofCompany } from '../../platform/company-rows';
import { containsPattern } from '../../platform/like-pattern';
import type { RequestContext } from '../../platform/request-context';
import {
  customers,
  DOCUMENT_SOURCES,
  type DocumentSource,
  employees,
  PARTY_TABLES,
  products,
  suppliers,
} from './search-sources';

/** Matches of each kind; the whole answer holds at most 5 of each. */
const PER_KIND = 5;

const like = (column: SQL | Parameters<typeof sql>[1], pattern: string) =>
  sql`lower(${column}) like ${pattern}`;

async function documents(db: Executor, ctx: RequestContext, s: DocumentSource, pattern: string) {
  const c = s.columns;
  const party = PARTY_TABLES[s.party];
  const rows = await db
    .select({ id: c.id, number: c.number, date: c.date, partyId: c.partyId, partyName: party.name })
    .from(s.table)
    .innerJoin(party, keyedJoin(party, c, c.partyId))
    .where(
      ofCompany(
        c,
        ctx.companyId,
        inArray(c.branchId, [...ctx.branchIds]),
        c.isDeleted ? eq(c.isDeleted, false) : undefined,
        like(c.number, pattern),
      ),
    )
    .orderBy(desc(c.date), desc(c.number))
    .limit(PER_KIND);
  return rows.map((r): SearchItem => {
    const row = { id: String(r.id), number: String(r.number), partyId: String(r.partyId) };
    return {
      kind: s.kind,
      id: row.id,
      label: row.number,
      detail: `${r.partyName} · ${formatDate(r.date)}`,
      link: s.link(row),
    };
  });
}

async function contacts(db: Executor, ctx: RequestContext, kind: 'customer' | 'supplier', pattern: string) {
  const t = kind === 'customer' ? customers : suppliers;
  const rows = await db
    .select({ id: t.id, name: t.name, phone: t.phone, email: t.email })
    .from(t)
    .where(
      liveOf(t, ctx.companyId, or(like(t.name, pattern), like(t.phone, pattern), like(t.email, pattern))),
    )
    .orderBy(t.name)
    .limit(PER_KIND);
  const page = kind === 'customer' ? 'customers' : 'suppliers';
  return rows.map(
    (r): SearchItem => ({
      kind,
      id: r.id,
      label: r.name,
      detail: [kind === 'customer' ? 'Customer' : 'Supplier', r.phone ?? r.email].filter(Boolean).join(' · '),
      link: `/dashboard/${page}/${r.id}`,
    }),
  );
}

async function productMatches(db: Executor, ctx: RequestContext, pattern: string) {
  const rows = await db
    .select({ id: products.id, name: products.name, sku: products.sku, price: products.sellingPrice })
    .from(products)
    .where(liveOf(products, ctx.companyId, or(like(products.name, pattern), like(products.sku, pattern))))
    .orderBy(products.name)
    .limit(PER_KIND);
  return rows.map(
    (r): SearchItem => ({
      kind: 'product',
      id: r.id,
      label: r.name,
      detail: `${r.sku} · ${formatKes(r.price)}`,
      link: `/dashboard/products/${r.id}`,
    }),
  );
}

async function employeeMatches(db: Executor, ctx: RequestContext, pattern: string) {
  const e = employees;
  const rows = await db
    .select({ id: e.id, fullName: e.fullName, number: e.employeeNumber, position: e.position })
    .from(e)
    .where(
      liveOf(
        e,
        ctx.companyId,
        inArray(e.branchId, [...ctx.branchIds]),
        or(like(e.fullName, pattern), like(e.employeeNumber, pattern)),
      ),
    )
    .orderBy(e.fullName)
    .limit(PER_KIND);
  return rows.map(
    (r): SearchItem => ({
      kind: 'employee',
      id: r.id,
      label: r.fullName,
      detail: `${r.number} · ${r.position}`,
      link: `/dashboard/employees/${r.id}`,
    }),
  );
}

/**
 * `GET /api/search?q=`: documents by number, customers and suppliers by name, phone or email, products
 * by name or sku, employees by name or number; each kind only when the user's role reads it, documents
 * and employees only of the user's branches, at most 5 of each, newest documents first.
 */
export async function search(db: Executor, ctx: RequestContext, q: string): Promise<SearchResult> {
  const pattern = containsPattern(q) ?? '%';
  const can = (p: Parameters<typeof ctx.permissions.has>[0]) => ctx.permissions.has(p);
  const lookups: (() => Promise<SearchItem[]>)[] = [
    ...DOCUMENT_SOURCES.filter((s) => can(s.permission)).map((s) => () => documents(db, ctx, s, pattern)),
    ...(can('customers:read') ? [() => contacts(db, ctx, 'customer', pattern)] : []),
    ...(can('trade:read') ? [() => contacts(db, ctx, 'supplier', pattern)] : []),
    ...(can('inventory:read') ? [() => productMatches(db, ctx, pattern)] : []),
    ...(can('employees:read') ? [() => employeeMatches(db, ctx, pattern)] : []),
  ];
  // one after another: PGlite runs one query at a time anyway, and one search holds one pool connection
  const items: SearchItem[] = [];
  for (const lookup of lookups) items.push(...(await lookup()));
  return { items };
}
