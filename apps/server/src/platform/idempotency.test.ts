import { customersApi, type WireOf } from '@tawi/contracts';
import { customers, idempotencyKeys } from '@tawi/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { signupCompany, useTestApp } from '../testing/test-app';

const t = useTestApp();

type CustomerBody = WireOf<typeof customersApi.create.body>;
const customer: CustomerBody = { name: 'Mama Njeri Stores', phone: '0722000111', paymentTerms: 'net_30' };

async function company() {
  const owner = await signupCompany(t.app);
  const create = (key: string | undefined, body: CustomerBody = customer) =>
    apiClient(t.app, owner.token, key === undefined ? {} : { 'idempotency-key': key }).call(
      customersApi.create,
      { body },
    );
  const count = async () => (await apiClient(t.app, owner.token).ok(customersApi.list)).total;
  return { owner, create, count };
}

describe('Idempotency-Key', () => {
  it('answers a repeated request with the first answer and acts once', async () => {
    const c = await company();
    const first = await c.create('form-7f3a');
    expect(first.status).toBe(201);
    const again = await c.create('form-7f3a');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await c.count()).toBe(1);
    const other = await c.create('form-7f3b');
    expect(other.body.id).not.toBe(first.body.id);
    expect(await c.count()).toBe(2);
  });

  it('refuses the key with another request, and keeps keys apart per company', async () => {
    const c = await company();
    expect((await c.create('k-1')).status).toBe(201);
    const changed = await c.create('k-1', { ...customer, name: 'Another shop' });
    expect(changed.status).toBe(422);
    expect(changed.error).toEqual({
      code: 'idempotency-key-reused',
      message: 'The Idempotency-Key was used with a different request',
    });
    expect(await c.count()).toBe(1);
    const elsewhere = await company();
    expect((await elsewhere.create('k-1')).status).toBe(201);
    expect(await elsewhere.count()).toBe(1);
    const tooLong = await c.create('x'.repeat(256));
    expect(tooLong.status).toBe(400);
    expect(await c.count()).toBe(1);
  });

  it('leaves the key free after a request refused before it acts; acts once when the same request races', async () => {
    const c = await company();
    const refused = await c.create('dup-1', { ...customer, email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect((await c.create('dup-1')).status).toBe(201);
    expect(await c.count()).toBe(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.create('race-1')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(await c.count()).toBe(2);
  });

  it('writes the key in the transaction that acts, so a crash leaves both or neither', async () => {
    const c = await company();
    const db = t.database.db;
    const created = await c.create('tx-1');
    expect(created.status).toBe(201);
    // now() is the transaction's start: the key and the customer share it only when written together.
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, c.owner.company.id), eq(idempotencyKeys.key, 'tx-1')));
    const [saved] = await db.select().from(customers).where(eq(customers.id, created.body.id));
    expect(row?.createdAt.getTime()).toBe(saved?.createdAt.getTime());
    expect(row?.statusCode).toBe(201);

    // A process killed after its commit but before it kept the answer leaves the key without one: the
    // request is not done again (409); killed before the commit, it leaves no key: the request acts once.
    await db.insert(idempotencyKeys).values({
      companyId: c.owner.company.id,
      key: 'killed-after-commit',
      requestHash: row?.requestHash ?? '',
    });
    const blocked = await c.create('killed-after-commit');
    expect(blocked.status).toBe(409);
    expect(blocked.error?.code).toBe('conflict');
    expect(await c.count()).toBe(1);
    expect((await c.create('killed-before-commit')).status).toBe(201);
    expect((await c.create('killed-before-commit')).headers['idempotent-replayed']).toBe('true');
    expect(await c.count()).toBe(2);
  });

  it('tells a resend whose first answer was lost with a stopped server that the request was done', async () => {
    const c = await company();
    expect((await c.create('lost-1')).status).toBe(201);
    const unanswered = (createdAt: Date) =>
      t.database.db
        .update(idempotencyKeys)
        .set({ statusCode: null, responseBody: null, contentType: null, createdAt })
        .where(and(eq(idempotencyKeys.companyId, c.owner.user.companyId), eq(idempotencyKeys.key, 'lost-1')));
    await unanswered(new Date());
    const busy = await c.create('lost-1');
    expect(busy.status).toBe(409);
    expect(busy.error?.message).toMatch(/still being handled/);
    await unanswered(new Date(Date.now() - 3 * 60_000));
    const lost = await c.create('lost-1');
    expect(lost.status).toBe(409);
    expect(lost.error).toMatchObject({ code: 'conflict' });
    expect(lost.error?.message).toMatch(/was done, but its answer was lost/);
    expect(await c.count()).toBe(1);
  });
});
