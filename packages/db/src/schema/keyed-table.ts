import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';

type Columns = Record<string, PgColumnBuilderBase>;

/**
 * A table whose primary key is its `key` columns, in their order (a company's setting of a kind, a
 * running total of a branch and a month, ...), followed by its other `columns`; `extra` adds its other
 * keys, indexes and checks.
 */
export function keyedTable<N extends string, K extends Columns, C extends Columns>(
  name: N,
  key: K,
  columns: C,
  extra: (t: BuildExtraConfigColumns<N, K & C, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { ...key, ...columns }, (t) => {
    const all: Record<string, AnyPgColumn> = t;
    const [first, ...rest] = Object.keys(key).flatMap((column) => all[column] ?? []);
    if (!first) throw new Error(`${name}: a keyed table needs its key columns`);
    return [primaryKey({ columns: [first, ...rest] }), ...extra(t)];
  });
}
