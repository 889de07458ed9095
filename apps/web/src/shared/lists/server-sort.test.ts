import { describe, expect, it } from 'vitest';
import { nextSortModel, serverSortParam } from './server-sort';

const SORTABLE: ReadonlySet<string> = new Set(['name', 'balance']);
const BY_NAME = { field: 'name', sort: 'asc' } as const;
const NEWEST = { field: 'date', sort: 'desc' } as const;

describe('serverSortParam', () => {
  it('sends the grid sort the server can do, descending with a minus', () => {
    expect(serverSortParam([{ field: 'balance', sort: 'desc' }], SORTABLE, BY_NAME)).toBe('-balance');
    expect(serverSortParam([{ field: 'balance', sort: 'asc' }], SORTABLE, BY_NAME)).toBe('balance');
  });

  it('falls back to the default sort for none, a cleared sort or a column the server cannot sort', () => {
    expect(serverSortParam([], SORTABLE, NEWEST)).toBe('-date');
    expect(serverSortParam([{ field: 'balance', sort: null }], SORTABLE, BY_NAME)).toBe('name');
    expect(serverSortParam([{ field: 'phone', sort: 'asc' }], SORTABLE, NEWEST)).toBe('-date');
  });

  it('sends nothing when neither the grid nor a default gives a sort', () => {
    expect(serverSortParam([], SORTABLE, undefined)).toBe('');
    expect(serverSortParam([{ field: 'phone', sort: 'desc' }], SORTABLE, undefined)).toBe('');
  });
});

describe('nextSortModel', () => {
  const byBalance = [{ field: 'balance', sort: 'desc' as const }];

  it('keeps the grid model as it is', () => {
    expect(nextSortModel(byBalance, BY_NAME, true)).toBe(byBalance);
    expect(nextSortModel([], BY_NAME, false)).toEqual([]);
    expect(nextSortModel([], undefined, true)).toEqual([]);
  });

  it('puts the default back when an always-sorted grid clears its sort', () => {
    expect(nextSortModel([], BY_NAME, true)).toEqual([BY_NAME]);
  });
});
