import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { companyIdKey } from './keys';

export type Columns = Record<string, PgColumnBuilderBase>;
export type ExtraConfig<N extends string, C extends Columns> = (
  t: BuildExtraConfigColumns<N, C, 'pg'>,
) => PgTableExtraConfigValue[];

/**
 * A table whose primary key is its `key` columns, in their order (a company's setting of a kind, a
 * running total of a branch and a month, ...), followed by its other `columns`; `extra` adds its other
 * keys, indexes and checks.
 */
export function keyedTable<N extends string, K extends Columns, C extends Columns>(
  name: N,
  key: K,
  columns: C,
  extra: ExtraConfig<N, K & C> = () => [],
) {
  return pgTable(name, { ...key, ...columns }, (t) => {
    const all: Record<string, AnyPgColumn> = t;
    const [first, ...rest] = Object.keys(key).flatMap((column) => all[column] ?? []);
    if (!first) throw new Error(`${name}: a keyed table needs its key columns`);
    return [primaryKey({ columns: [first, ...rest] }), ...extra(t)];
  });
}

/**
 * The tables of records other tables refer to by (company_id, id): each row starts with `keys()` (a
 * company's record, a branch's record), then its `columns`; the table's (company, id) key comes before
 * the rest of `extra`.
 */
export const recordTable =
  <K extends Columns>(keys: () => K) =>
  <N extends string, C extends Columns>(name: N, columns: C, extra: ExtraConfig<N, K & C> = () => []) =>
    pgTable(name, { ...keys(), ...columns }, (t) => {
      const { companyId, id }: Record<string, AnyPgColumn> = t;
      if (!companyId || !id) throw new Error(`${name}: a record table needs its id and company`);
      return [companyIdKey(name, { companyId, id }), ...extra(t)];
    });
