import {
  auditLogApi,
  bankAccountsApi,
  branchesApi,
  ledgerApi,
  reconciliationsApi,
  type WireOf,
} from '@tawi/contracts';
import { addDays, formatDate, todayIn } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

interface Item {
  lineId: string;
  transactionDate: string;
  reference: string;
  description: string;
  type: string;
  amount: number;
  status: string;
  manual: boolean;
  notes: string | null;
  statementReference: string | null;
}

/**
 * KCB opens with 10,000 on 1 Oct; a 5,000 deposit on 5 Oct and 3,000 rent on 20 Oct; 2,000 of sales on
 * 5 Nov (after the October statement).
 */
async function setup() {
  const owner = await signupCompany(t.app);
  const token = owner.token;
  const api = apiClient(t.app, token);
  const accounts = (await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } })).items;
  const id = (code: string) => accounts.find((a) => a.code === code)!.id;
  const kcb = (
    await api.call(bankAccountsApi.create, {
      body: {
        name: 'KCB Current',
        accountNumber: '1100223344',
        kind: 'bank',
        openingBalance: 10000,
        openingDate: '2026-10-01',
      },
    })
  ).body;
  const post = async (date: string, memo: string, debit: string, credit: string, amount: number) =>
    (
      await api.ok(ledgerApi.createEntry, {
        body: {
          date,
          memo,
          status: 'Posted',
          lines: [
            { accountId: debit, debit: amount },
            { accountId: credit, credit: amount },
          ],
        },
      })
    ).number;
  const deposit = await post('2026-10-05', 'Owner deposit', kcb.accountId, id('3000'), 5000);
  const rent = await post('2026-10-20', 'October rent', id('6100'), kcb.accountId, 3000);
  const sales = await post('2026-11-05', 'Cash sales banked', kcb.accountId, id('4000'), 2000);
  return { owner, token, id, kcb, numbers: { deposit, rent, sales } };
}

const lineOf = (items: Item[], reference: string) => {
  const item = items.find((i) => i.reference === reference);
  if (!item) throw new Error(`no line ${reference}`);
  return item;
};

describe('bank reconciliations', () => {
  it('matches the statement line by line, adds the bank charge from it, finishes at zero difference', async () => {
    const { owner, token, id, kcb, numbers } = await setup();
    const started = await apiClient(t.app, token).call(reconciliationsApi.create, {
      body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 11950 },
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      accountName: 'KCB Current',
      accountNumber: '1100223344',
      statementDate: '2026-10-31',
      statementBalance: 11950,
      bookBalance: 12000,
      clearedBalance: 0,
      difference: 11950,
      status: 'Pending',
      matchedCount: 0,
      lastReconciled: null,
      reconciledAt: null,
    });
    const r = started.body.id as string;
    const items = started.body.items as Item[];
    // the November sale is after the statement date: not shown
    expect(items.map((i) => [i.transactionDate, i.type, i.amount, i.status])).toEqual([
      ['2026-10-01', 'Deposit', 10000, 'Unmatched'],
      ['2026-10-05', 'Deposit', 5000, 'Unmatched'],
      ['2026-10-20', 'Withdrawal', 3000, 'Unmatched'],
    ]);
    expect(lineOf(items, numbers.rent).description).toBe('October rent');

    const second = await apiClient(t.app, token).call(reconciliationsApi.create, {
      body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 1 },
    });
    expect(second.status).toBe(409);
    expect(second.error?.message).toBe(
      'The reconciliation of KCB Current as at 31 Oct 2026 is not finished: finish or discard it first',
    );

    const matched = await apiClient(t.app, token).call(reconciliationsApi.match, {
      params: { id: r },
      body: {
        lines: items.map((i) => ({
          lineId: i.lineId,
          statementReference: i.reference === numbers.rent ? 'CHQ 000117' : undefined,
        })),
      },
    });
    expect(matched.status).toBe(200);
    expect(matched.body).toMatchObject({
      status: 'In Progress',
      matchedCount: 3,
      clearedBalance: 12000,
      difference: -50,
    });
    expect(lineOf(matched.body.items, numbers.rent)).toMatchObject({
      status: 'Matched',
      statementReference: 'CHQ 000117',
    });

    const early = await apiClient(t.app, token).call(reconciliationsApi.finish, { params: { id: r } });
    expect(early.status).toBe(422);
    expect(early.error).toMatchObject({
      code: 'reconciliation-not-balanced',
      message: 'The statement balance and the cleared balance differ by KES 50.00',
      details: { difference: -50 },
    });

    const charge = await apiClient(t.app, token).call(reconciliationsApi.addEntry, {
      params: { id: r },
      body: {
        date: '2026-10-31',
        type: 'Withdrawal',
        amount: 50,
        accountId: id('6120'),
        description: 'Ledger fee',
        statementReference: 'FEE-OCT',
        notes: 'Monthly ledger fee, not invoiced',
      },
    });
    expect(charge.status).toBe(201);
    expect(charge.body).toMatchObject({
      bookBalance: 11950,
      clearedBalance: 11950,
      difference: 0,
      matchedCount: 4,
    });
    const fee = (charge.body.items as Item[]).find((i) => i.manual);
    expect(fee).toMatchObject({
      transactionDate: '2026-10-31',
      type: 'Withdrawal',
      amount: 50,
      status: 'Matched',
      description: 'Ledger fee',
      statementReference: 'FEE-OCT',
      notes: 'Monthly ledger fee, not invoiced',
    });
    const bankCharges = () =>
      apiClient(t.app, token).ok(ledgerApi.getAccount, { params: { id: id('6120') } });
    expect((await bankCharges()).balance).toBe(50);
    // the same statement line entered again (any case) is refused and books nothing
    const twice = await apiClient(t.app, token).call(reconciliationsApi.addEntry, {
      params: { id: r },
      body: {
        date: '2026-10-31',
        type: 'Withdrawal',
        amount: 50,
        accountId: id('6120'),
        description: 'Ledger fee',
        statementReference: ' fee-oct ',
      },
    });
    expect(twice.status, twice.text).toBe(409);
    const feeEntry = `${fee?.reference} of 31 Oct 2026`;
    expect(twice.error).toMatchObject({
      code: 'duplicate-reference',
      message: `This reference is already used by ${feeEntry}`,
      details: { fields: { statementReference: `fee-oct is already on the statement as ${feeEntry}` } },
    });
    expect((await bankCharges()).balance).toBe(50);

    const done = await apiClient(t.app, token).call(reconciliationsApi.finish, { params: { id: r } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'Reconciled',
      reconciledBy: owner.user.fullName,
      difference: 0,
    });
    expect(Date.parse(done.body.reconciledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((done.body.items as Item[]).map((i) => i.amount)).toEqual([10000, 5000, 3000, 50]);

    // finished: nothing changes it
    const lineId = fee?.lineId ?? '';
    const params = { id: r };
    for (const res of [
      await apiClient(t.app, token).call(reconciliationsApi.match, { params, body: { lines: [{ lineId }] } }),
      await apiClient(t.app, token).call(reconciliationsApi.unmatch, { params, body: { lineIds: [lineId] } }),
      await apiClient(t.app, token).call(reconciliationsApi.finish, { params }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.error?.message).toBe(
        'The reconciliation of KCB Current as at 31 Oct 2026 is finished: undo it to change it',
      );
    }
    expect(
      (await apiClient(t.app, token).call(reconciliationsApi.remove, { params: { id: r } })).status,
    ).toBe(409);
    await expectLedgerInvariants(t.database.db, owner.user.companyId);
  });

  it('starts the next statement where the last one ended; undo and discard follow the order', async () => {
    const { token, id, kcb, numbers } = await setup();
    const october = (
      await apiClient(t.app, token).call(reconciliationsApi.create, {
        body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 12000 },
      })
    ).body;
    await apiClient(t.app, token).call(reconciliationsApi.match, {
      params: { id: october.id },
      body: { lines: october.items.map((i: Item) => ({ lineId: i.lineId })) },
    });
    expect(
      (await apiClient(t.app, token).call(reconciliationsApi.finish, { params: { id: october.id } })).status,
    ).toBe(200);

    const again = await apiClient(t.app, token).call(reconciliationsApi.create, {
      body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 12000 },
    });
    expect(again.status).toBe(400);
    expect(again.error?.details?.fields).toEqual({
      statementDate: 'After the last reconciled statement, dated 31 Oct 2026',
    });
    const future = await apiClient(t.app, token).call(reconciliationsApi.create, {
      body: { bankAccountId: kcb.id, statementDate: addDays(todayIn(), 30), statementBalance: 12000 },
    });
    expect(future.error?.details?.fields).toEqual({ statementDate: 'Cannot be after today' });

    const today = todayIn();
    const november = await apiClient(t.app, token).call(reconciliationsApi.create, {
      body: { bankAccountId: kcb.id, statementDate: today, statementBalance: 14000 },
    });
    expect(november.status).toBe(201);
    // cleared lines of October are not shown again; their balance carries over
    expect(november.body).toMatchObject({
      lastReconciled: '2026-10-31',
      clearedBalance: 12000,
      bookBalance: 14000,
      difference: 2000,
      status: 'Pending',
    });
    expect((november.body.items as Item[]).map((i) => i.reference)).toEqual([numbers.sales]);
    const sale = lineOf(november.body.items, numbers.sales);
    // a statement entry may not reach back into the finished October
    const backdated = await apiClient(t.app, token).call(reconciliationsApi.addEntry, {
      params: { id: november.body.id },
      body: { date: '2026-10-31', type: 'Withdrawal', amount: 10, accountId: id('6120'), description: 'Fee' },
    });
    expect(backdated.status).toBe(400);
    expect(backdated.error?.details?.fields).toEqual({
      date: 'After the last reconciled statement, dated 31 Oct 2026',
    });

    // October is no longer the latest open to undo while November is open
    const blocked = await apiClient(t.app, token).call(reconciliationsApi.undo, {
      params: { id: october.id },
    });
    expect(blocked.status).toBe(409);
    expect(blocked.error?.message).toBe(
      `The reconciliation of KCB Current as at ${formatDate(today)} is open: finish or discard it first`,
    );

    // moving the statement date before the sale unmatches it
    await apiClient(t.app, token).call(reconciliationsApi.match, {
      params: { id: november.body.id },
      body: { lines: [{ lineId: sale.lineId }] },
    });
    const moved = await apiClient(t.app, token).call(reconciliationsApi.update, {
      params: { id: november.body.id },
      body: { statementDate: '2026-11-04', statementBalance: 12000 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      statementDate: '2026-11-04',
      matchedCount: 0,
      bookBalance: 12000,
      clearedBalance: 12000,
      difference: 0,
      items: [],
    });
    const outOfRange = await apiClient(t.app, token).call(reconciliationsApi.match, {
      params: { id: november.body.id },
      body: { lines: [{ lineId: sale.lineId }] },
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.error?.details?.fields).toEqual({
      'lines.0.lineId': 'Dated after the statement (04 Nov 2026)',
    });

    expect(
      (await apiClient(t.app, token).call(reconciliationsApi.remove, { params: { id: november.body.id } }))
        .status,
    ).toBe(204);
    expect(
      (await apiClient(t.app, token).call(reconciliationsApi.get, { params: { id: november.body.id } }))
        .status,
    ).toBe(404);

    const undone = await apiClient(t.app, token).call(reconciliationsApi.undo, {
      params: { id: october.id },
    });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      status: 'In Progress',
      reconciledAt: null,
      reconciledBy: null,
      difference: 0,
    });
    const rent = lineOf(undone.body.items, numbers.rent);
    const unmatched = await apiClient(t.app, token).call(reconciliationsApi.unmatch, {
      params: { id: october.id },
      body: { lineIds: [rent.lineId] },
    });
    expect(unmatched.body).toMatchObject({ clearedBalance: 15000, difference: -3000, matchedCount: 2 });
    expect(lineOf(unmatched.body.items, numbers.rent).status).toBe('Unmatched');

    const audit = await apiClient(t.app, token).ok(auditLogApi.list, {
      query: { entity: 'reconciliation', limit: 50 },
    });
    const summaries = audit.items.map((e) => e.summary);
    expect(summaries).toContain('KCB Current as at 31 Oct 2026: 1 line(s) unmatched');
    expect(summaries).toContain('KCB Current as at 31 Oct 2026: 3 line(s) matched');

    const list = await apiClient(t.app, token).call(reconciliationsApi.list);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: october.id, status: 'In Progress', difference: -3000 });
    const pending = await apiClient(t.app, token).call(reconciliationsApi.list, {
      query: { status: 'Reconciled' },
    });
    expect(pending.body.total).toBe(0);
  });

  it('refuses lines of other accounts, bad entries and bad input with clear errors, changing nothing', async () => {
    const { token, id, kcb, numbers } = await setup();
    const r = (
      await apiClient(t.app, token).call(reconciliationsApi.create, {
        body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 12000 },
      })
    ).body;
    const ledger = apiClient(t.app, token);
    const entry = await ledger.ok(ledgerApi.listEntries, { query: { search: 'October rent' } });
    const rentEntry = await ledger.ok(ledgerApi.getEntry, { params: { id: entry.items[0]!.id } });
    const rentExpenseLine = rentEntry.lines.find((l) => l.accountId === id('6100'))!;
    const rent = lineOf(r.items, numbers.rent);

    const wrong = await apiClient(t.app, token).call(reconciliationsApi.match, {
      params: { id: r.id },
      body: { lines: [{ lineId: rent.lineId }, { lineId: rentExpenseLine.id }, { lineId: rent.lineId }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.details?.fields).toEqual({
      'lines.1.lineId': 'Not a line of KCB Current',
      'lines.2.lineId': 'Listed twice',
    });
    const bad: Array<[object, string]> = [
      [
        { date: '2026-11-01', type: 'Withdrawal', amount: 10, accountId: id('6120'), description: 'Fee' },
        'date',
      ],
      [
        { date: '2026-10-31', type: 'Withdrawal', amount: 10, accountId: kcb.accountId, description: 'Fee' },
        'accountId',
      ],
      [
        { date: '2026-10-31', type: 'Withdrawal', amount: 0, accountId: id('6120'), description: 'Fee' },
        'amount',
      ],
      [{ date: '2026-10-31', type: 'Fee', amount: 10, accountId: id('6120'), description: 'Fee' }, 'type'],
      [
        { date: '2026-10-31', type: 'Deposit', amount: 10, accountId: id('6120'), description: ' ' },
        'description',
      ],
    ];
    for (const [body, field] of bad) {
      const res = await apiClient(t.app, token).call(reconciliationsApi.addEntry, {
        params: { id: r.id },
        // bodies the schema refuses, sent as they are
        body: body as WireOf<typeof reconciliationsApi.addEntry.body>,
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys((res.error?.details?.fields ?? {}) as object), field).toContain(field);
    }
    const badStart = await apiClient(t.app, token).call(reconciliationsApi.create, {
      body: {
        bankAccountId: 'KCB',
        statementDate: '31/10/2026',
        statementBalance: 'lots' as unknown as number,
      },
    });
    expect(badStart.status).toBe(400);
    expect(Object.keys((badStart.error?.details?.fields ?? {}) as object).sort()).toEqual([
      'bankAccountId',
      'statementBalance',
      'statementDate',
    ]);
    expect(
      (await apiClient(t.app, token).call(reconciliationsApi.get, { params: { id: 'not-an-id' } })).status,
    ).toBe(400);

    const after = await apiClient(t.app, token).call(reconciliationsApi.get, { params: { id: r.id } });
    expect(after.body).toMatchObject({ matchedCount: 0, clearedBalance: 0, bookBalance: 12000 });
    const entries = await apiClient(t.app, token).ok(ledgerApi.listEntries, { query: { limit: 1 } });
    expect(entries.total).toBe(4);
  });

  it('keeps reconciliations to their company, branch and the banking permission', async () => {
    const { owner, token, kcb } = await setup();
    const r = (
      await apiClient(t.app, token).call(reconciliationsApi.create, {
        body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 12000 },
      })
    ).body;
    const other = await signupCompany(t.app);
    expect(
      (await apiClient(t.app, other.token).call(reconciliationsApi.get, { params: { id: r.id } })).status,
    ).toBe(404);
    const foreign = await apiClient(t.app, other.token).call(reconciliationsApi.create, {
      body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 1 },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.details?.fields).toEqual({ bankAccountId: 'No such account' });
    expect((await apiClient(t.app, other.token).call(reconciliationsApi.list)).body.total).toBe(0);

    const sales = await staffWithRole(t.app, owner, 'sales');
    expect((await apiClient(t.app, sales.token).call(reconciliationsApi.list)).status).toBe(403);
    const manager = await staffWithRole(t.app, owner, 'branch_manager');
    expect(
      (await apiClient(t.app, manager.token).call(reconciliationsApi.get, { params: { id: r.id } })).status,
    ).toBe(200);
    expect(
      (await apiClient(t.app, manager.token).call(reconciliationsApi.finish, { params: { id: r.id } }))
        .status,
    ).toBe(403);

    const mombasa = await apiClient(t.app, token).ok(branchesApi.create, { body: { name: 'Mombasa' } });
    const elsewhere = await apiClient(t.app, token, { 'x-branch-id': mombasa.id }).call(
      reconciliationsApi.list,
    );
    expect(elsewhere.body.total).toBe(0);
    const here = await apiClient(t.app, token).call(reconciliationsApi.list, { query: { search: 'kcb' } });
    expect(here.body.items.map((i: { id: string }) => i.id)).toEqual([r.id]);
  });

  it('lets only one of many simultaneous starts for an account through', async () => {
    const { token, kcb } = await setup();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        apiClient(t.app, token).call(reconciliationsApi.create, {
          body: { bankAccountId: kcb.id, statementDate: '2026-10-31', statementBalance: 12000 },
        }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await apiClient(t.app, token).call(reconciliationsApi.list)).body.total).toBe(1);
  });
});
