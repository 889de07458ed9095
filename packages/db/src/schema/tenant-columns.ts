import { sql } from 'drizzle-orm';
import { type AnyPgColumn, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { type Columns, type ExtraConfig, recordTable } from './keyed-table';
import { companyIdKey, numberKey } from './keys';
import { branches, companyRecord } from './org';

/*
 * Apart from columns.ts because these refer to org.ts, which builds its own tables from columns.ts.
 * org.ts makes a company's records' keys next to the companies table, for its own tables too.
 */
export { companyRecord, companyRef, companyTable } from './org';

/** The keys of a record that belongs to one branch of one company. */
export const branchRecord = () => ({
  ...companyRecord(),
  branchId: uuid('branch_id').notNull(),
});

/** A table of records of one branch (branchRecord's columns first), keyed by (company, id) for the others. */
export const branchTable = recordTable(branchRecord);

/** The record's branch is one of its company's branches. */
export const branchKey = (t: { companyId: AnyPgColumn; branchId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] });

/** The keys of a numbered document of one branch: (company, id) and (company, number) unique, its branch the company's. */
export const branchDocumentKeys = (
  table: string,
  t: { companyId: AnyPgColumn; id: AnyPgColumn; branchId: AnyPgColumn },
  number: AnyPgColumn,
) => [companyIdKey(table, t), numberKey(table, t, number), branchKey(t)];

/**
 * A table of a branch's numbered documents (INV-0001, ...): branchRecord's columns, then `columns`, the
 * document's number in the column `number`; its keys (branchDocumentKeys) before the rest of `extra`.
 */
export const documentTable = <N extends string, C extends Columns>(
  name: N,
  number: keyof C & string,
  columns: C,
  extra: ExtraConfig<N, ReturnType<typeof branchRecord> & C> = () => [],
) =>
  pgTable(name, { ...branchRecord(), ...columns }, (t) => {
    const { companyId, id, branchId, [number]: numberColumn }: Record<string, AnyPgColumn> = t;
    if (!companyId || !id || !branchId || !numberColumn)
      throw new Error(`${name}: a document table needs its keys`);
    return [...branchDocumentKeys(name, { companyId, id, branchId }, numberColumn), ...extra(t)];
  });

/** Who a customer or supplier is and how it pays (the contact's own fields follow). */
export const contactColumns = () => ({
  ...branchRecord(),
  name: text('name').notNull(),
  contactName: text('contact_name'),
  email: text('email'),
  phone: text('phone'),
  kraPin: text('kra_pin'),
  address: text('address'),
  paymentTerms: text('payment_terms').notNull(),
});

/** A contact's keys: (company, id) unique, found by name, its branch the company's. */
export const contactKeys = (
  table: string,
  t: { companyId: AnyPgColumn; id: AnyPgColumn; branchId: AnyPgColumn; name: AnyPgColumn },
) => [
  companyIdKey(table, t),
  index(`${table}_name_idx`).on(t.companyId, sql`lower(${t.name})`),
  branchKey(t),
];
