import { type AnyPgColumn, foreignKey, integer, unique, uuid } from 'drizzle-orm/pg-core';
import { companyRow } from './columns';

/** A table whose rows other tables of the same company refer to by (company_id, id). */
interface CompanyRows {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/** `column` names a row of `target` of the same company: (company_id, column) references target (company_id, id). */
export const sameCompanyKey = (t: { companyId: AnyPgColumn }, column: AnyPgColumn, target: CompanyRows) =>
  foreignKey({ columns: [t.companyId, column], foreignColumns: [target.companyId, target.id] });

/** (company_id, id) is unique: what the same-company keys of other tables refer to. */
export const companyIdKey = (table: string, t: CompanyRows) =>
  unique(`${table}_company_id_id_key`).on(t.companyId, t.id);

/** A document's number (INV-0001, ...) is unique in its company. */
export const numberKey = (table: string, t: { companyId: AnyPgColumn }, number: AnyPgColumn) =>
  unique(`${table}_number_key`).on(t.companyId, number);

/**
 * The key columns of a document's line: its id, company, document (`documentKey`, stored in
 * `documentColumn`) and line number.
 */
export const documentLine = <K extends string>(documentKey: K, documentColumn: string) => ({
  ...companyRow(),
  ...({ [documentKey]: documentIdColumn(documentColumn) } as Record<K, DocumentIdColumn>),
  lineNo: integer('line_no').notNull(),
});
const documentIdColumn = (name: string) => uuid(name).notNull();
type DocumentIdColumn = ReturnType<typeof documentIdColumn>;

/** A line's number is unique in its document, and its document is one of the same company. */
export const lineKeys = (
  table: string,
  t: { companyId: AnyPgColumn; lineNo: AnyPgColumn },
  documentId: AnyPgColumn,
  document: CompanyRows,
) => [
  unique(`${table}_line_key`).on(t.companyId, documentId, t.lineNo),
  sameCompanyKey(t, documentId, document),
];
