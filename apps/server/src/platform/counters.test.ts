import { companies } from '@tawi/db';
import { createTestDatabase } from '@tawi/db/testing';
import { DEFAULT_PASSWORD_POLICY } from '@tawi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDocumentNumber, nextNumber } from './counters';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function newCompany() {
  const [row] = await handle.db
    .insert(companies)
    .values({ name: 'Counter Co', passwordPolicy: DEFAULT_PASSWORD_POLICY })
    .returning();
  return row!.id;
}

describe('document counters', () => {
  it('numbers per company and per prefix, from 1', async () => {
    const a = await newCompany();
    const b = await newCompany();
    expect(await nextDocumentNumber(handle.db, a, 'INV')).toBe('INV-0001');
    expect(await nextDocumentNumber(handle.db, a, 'INV')).toBe('INV-0002');
    expect(await nextDocumentNumber(handle.db, a, 'EST')).toBe('EST-0001');
    expect(await nextDocumentNumber(handle.db, b, 'INV')).toBe('INV-0001');
  });

  it('gives 50 concurrent transactions 50 distinct numbers with no gap, and a rollback leaves none', async () => {
    const company = await newCompany();
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => handle.db.transaction((tx) => nextNumber(tx, company, 'TRN'))),
    );
    expect([...taken].sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    await expect(
      handle.db.transaction(async (tx) => {
        await nextNumber(tx, company, 'TRN');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nextNumber(handle.db, company, 'TRN')).toBe(51);
  });
});
