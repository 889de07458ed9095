import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerPage, sliceDays } from './ledger-pages';

const accounts = [
  { accountId: 'cash', lines: 3 },
  { accountId: 'bank', lines: 0 },
  { accountId: 'sales', lines: 4 },
  { accountId: 'rent', lines: 0 },
];

describe('ledgerPage', () => {
  it('slices the lines of the accounts in order, pages of `limit` lines', () => {
    expect(ledgerPage(accounts, 1, 5)).toEqual({
      total: 7,
      pages: 2,
      slices: [
        { accountId: 'cash', skip: 0, take: 3 },
        { accountId: 'bank', skip: 0, take: 0 },
        { accountId: 'sales', skip: 0, take: 2 },
      ],
    });
    expect(ledgerPage(accounts, 2, 5).slices).toEqual([
      { accountId: 'sales', skip: 2, take: 2 },
      { accountId: 'rent', skip: 0, take: 0 },
    ]);
  });

  it('puts an account without lines after the last line on the last page, and a page past the end is empty', () => {
    expect(ledgerPage(accounts, 1, 7).slices.map((s) => s.accountId)).toEqual([
      'cash',
      'bank',
      'sales',
      'rent',
    ]);
    expect(ledgerPage(accounts, 3, 5).slices).toEqual([]);
    expect(ledgerPage([{ accountId: 'bank', lines: 0 }], 1, 25)).toEqual({
      total: 0,
      pages: 1,
      slices: [{ accountId: 'bank', skip: 0, take: 0 }],
    });
  });

  it('shows every line and every account exactly once over all pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 12 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 10 }),
        (counts, limit) => {
          const list = counts.map((lines, i) => ({ accountId: `a${i}`, lines }));
          const { pages, total } = ledgerPage(list, 1, limit);
          const seen = new Map<string, number[]>();
          for (let page = 1; page <= pages; page++) {
            const { slices } = ledgerPage(list, page, limit);
            expect(slices.reduce((n, s) => n + s.take, 0)).toBe(
              page < pages ? limit : total - (pages - 1) * limit,
            );
            for (const s of slices) {
              const shown = seen.get(s.accountId) ?? [];
              for (let i = s.skip; i < s.skip + s.take; i++) shown.push(i);
              seen.set(s.accountId, shown);
            }
          }
          for (const a of list) {
            expect(seen.get(a.accountId)).toEqual(Array.from({ length: a.lines }, (_, i) => i));
          }
        },
      ),
    );
  });
});

describe('sliceDays', () => {
  const days = [
    { day: '2026-11-02', lines: 2 },
    { day: '2026-11-03', lines: 0 },
    { day: '2026-11-05', lines: 3 },
    { day: '2026-11-09', lines: 1 },
  ];

  it('finds the days holding a slice and the lines before its first day', () => {
    expect(sliceDays(days, 0, 2)).toEqual({ firstDay: '2026-11-02', lastDay: '2026-11-02', linesBefore: 0 });
    expect(sliceDays(days, 1, 2)).toEqual({ firstDay: '2026-11-02', lastDay: '2026-11-05', linesBefore: 0 });
    expect(sliceDays(days, 3, 3)).toEqual({ firstDay: '2026-11-05', lastDay: '2026-11-09', linesBefore: 2 });
    expect(sliceDays(days, 5, 10)).toEqual({ firstDay: '2026-11-09', lastDay: '2026-11-09', linesBefore: 5 });
  });

  it('is null for an empty slice or one past the last line', () => {
    expect(sliceDays(days, 0, 0)).toBeNull();
    expect(sliceDays(days, 6, 2)).toBeNull();
  });
});
