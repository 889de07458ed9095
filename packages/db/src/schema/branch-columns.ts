import { type AnyPgColumn, foreignKey, uuid } from 'drizzle-orm/pg-core';
import { companyId, id } from './columns';
import { branches, companies } from './org';

/**
 * The keys of a record that belongs to one branch of one company. Apart from columns.ts because it
 * refers to org.ts, which builds its own tables from columns.ts.
 */
export const branchRecord = () => ({
  id: id(),
  companyId: companyId().references(() => companies.id),
  branchId: uuid('branch_id').notNull(),
});

/** The record's branch is one of its company's branches. */
export const branchKey = (t: { companyId: AnyPgColumn; branchId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId, t.branchId], foreignColumns: [branches.companyId, branches.id] });
