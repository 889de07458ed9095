import { type AnyColumn, and, eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A table (or alias) of one company's rows: every tenant table has `company_id`. */
type CompanyRows = { companyId: SQLWrapper };

/**
 * The rows of one company that also meet `conditions`: the tenant filter every query of a company's data
 * starts with (ARCHITECTURE.md: data of one company is invisible to every other).
 */
export function ofCompany(
  table: CompanyRows,
  companyId: string | SQLWrapper,
  ...conditions: (SQL | undefined)[]
): SQL {
  const sameTenant = eq(table.companyId, companyId);
  return and(sameTenant, ...conditions) ?? sameTenant;
}

/**
 * The live rows of one company (not soft-deleted: `is_deleted` false) that also meet `conditions`: what
 * every pick and list of products, contacts, accounts, employees, documents ... reads.
 */
export function liveOf(
  table: CompanyRows & { isDeleted: AnyColumn },
  companyId: string | SQLWrapper,
  ...conditions: (SQL | undefined)[]
): SQL {
  return ofCompany(table, companyId, eq(table.isDeleted, false), ...conditions);
}

/**
 * The rows of one branch of one company that also meet `conditions`: the filter of a branch's list
 * (invoices, bills, employees ...).
 */
export function ofBranch(
  table: CompanyRows & { branchId: AnyColumn },
  companyId: string,
  branchId: string,
  ...conditions: (SQL | undefined)[]
): SQL {
  return ofCompany(table, companyId, eq(table.branchId, branchId), ...conditions);
}

/**
 * The join of two tables of company rows: the same company, and the key `on`. Joining on the company too
 * keeps every join inside one tenant and lets PostgreSQL use the (company_id, …) keys.
 */
export function sameCompany(left: CompanyRows, right: CompanyRows, ...on: (SQL | undefined)[]): SQL {
  const sameTenant = eq(left.companyId, right.companyId);
  return and(sameTenant, ...on) ?? sameTenant;
}

/**
 * The join of a row of `child` to the row of `parent` its column `key` names (a line to its entry, an
 * allocation to its invoice ...), inside one company.
 */
export function keyedJoin(
  parent: CompanyRows & { id: AnyColumn },
  child: CompanyRows,
  key: AnyColumn | SQLWrapper,
): SQL {
  return sameCompany(parent, child, eq(parent.id, key));
}

/**
 * The rows of one company that belong to some documents (their lines, items or allocations), by the rows'
 * column naming their document: a page of documents reads all their lines in one query.
 */
export function ofDocuments(
  rows: CompanyRows,
  companyId: string,
  documentColumn: AnyColumn,
  documentIds: readonly string[],
): SQL {
  return ofCompany(rows, companyId, inArray(documentColumn, [...documentIds]));
}
