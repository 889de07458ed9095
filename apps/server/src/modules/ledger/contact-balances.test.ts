import { randomUUID } from 'node:crypto';
import { accounts } from '@tawi/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../testing/ledger-invariants';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { contactBalances, netOf } from './contact-balances';
import { postEntry } from './post-entry';

const t = useTestApp();

/** Sales on credit to two customers over three months: some on the first and the last day of a month. */
const SALES = [
  ['2026-01-01', 0, 100],
  ['2026-01-10', 1, 250.5],
  ['2026-01-31', 0, 40],
  ['2026-02-05', 1, 1000],
  ['2026-02-20', 0, 7.25],
  ['2026-03-01', 1, 300],
  ['2026-03-18', 0, 60],
] as const;

describe('contactBalances', () => {
  it('equals the posted lines summed to any day: month starts and ends, mid-month, everything', async () => {
    const owner = await signupCompany(t.app);
    const { companyId, branchId } = owner.user;
    const db = t.database.db;
    const chart = await db.select().from(accounts).where(eq(accounts.companyId, companyId));
    const byKey = (key: string) => chart.find((a) => a.systemKey === key)!.id;
    const customers = [randomUUID(), randomUUID()];
    const actor = { companyId, userId: owner.user.uid };
    for (const [date, who, amount] of SALES) {
      await db.transaction((tx) =>
        postEntry(tx, actor, {
          branchId,
          date,
          memo: 'Credit sale',
          lines: [
            {
              accountId: byKey('accounts_receivable'),
              branchId,
              debit: amount,
              credit: 0,
              contactId: customers[who],
            },
            { accountId: byKey('sales'), branchId, debit: 0, credit: amount },
          ],
        }),
      );
    }
    // a part payment by the second customer in the middle of February
    await db.transaction((tx) =>
      postEntry(tx, actor, {
        branchId,
        date: '2026-02-14',
        memo: 'Receipt',
        lines: [
          { accountId: byKey('cash'), branchId, debit: 200, credit: 0 },
          {
            accountId: byKey('accounts_receivable'),
            branchId,
            debit: 0,
            credit: 200,
            contactId: customers[1],
          },
        ],
      }),
    );
    await expectLedgerInvariants(db, companyId);

    const fromLines = async (asOf: string | undefined, customer: string) => {
      const result = (await db.execute(
        sql`select coalesce(sum(l.debit - l.credit), 0)::text as net
              from journal_lines l join journal_entries e on e.id = l.entry_id
             where e.company_id = ${companyId} and e.status = 'Posted' and l.contact_id = ${customer}
               and (${asOf ?? null}::date is null or e.date <= ${asOf ?? null}::date)`,
      )) as unknown as { rows: Array<{ net: string }> };
      return Number(result.rows[0]?.net);
    };
    const days = [
      '2025-12-31',
      '2026-01-01',
      '2026-01-09',
      '2026-01-31',
      '2026-02-14',
      '2026-02-28',
      '2026-03-01',
      '2026-03-17',
      undefined,
    ];
    for (const asOf of days) {
      const balances = await contactBalances(db, companyId, { systemKeys: ['accounts_receivable'], asOf });
      for (const customer of customers) {
        expect(netOf(balances, customer, 'accounts_receivable').toNumber(), `${customer} at ${asOf}`).toBe(
          await fromLines(asOf, customer),
        );
      }
    }
    // the figures themselves, so a wrong reading of both ways shows
    const march17 = await contactBalances(db, companyId, {
      systemKeys: ['accounts_receivable'],
      asOf: '2026-03-17',
    });
    expect(netOf(march17, customers[0]!, 'accounts_receivable').toNumber()).toBe(147.25);
    expect(netOf(march17, customers[1]!, 'accounts_receivable').toNumber()).toBe(1350.5);
    // one contact, another branch, another account
    const one = await contactBalances(db, companyId, {
      systemKeys: ['accounts_receivable'],
      asOf: '2026-02-14',
      contactIds: [customers[1]!],
    });
    expect([...one.keys()]).toEqual([customers[1]]);
    expect(netOf(one, customers[1]!, 'accounts_receivable').toNumber()).toBe(1050.5);
    const elsewhere = await contactBalances(db, companyId, {
      systemKeys: ['accounts_receivable'],
      branchIds: [randomUUID()],
    });
    expect(elsewhere.size).toBe(0);
    const payables = await contactBalances(db, companyId, { systemKeys: ['accounts_payable'] });
    expect(payables.size).toBe(0);
  });
});
