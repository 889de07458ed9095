import { auditLogApi, bankAccountsApi, ledgerApi, payrollApi, type WireOf } from '@tawi/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiClient } from '../../testing/api-client';

type EmployeeBody = WireOf<typeof payrollApi.createEmployee.body>;

let n = 0;

/** Adds an employee through the API (201 checked); `body` overrides the defaults. */
export async function addEmployee(app: FastifyInstance, token: string, body: Partial<EmployeeBody> = {}) {
  n += 1;
  const res = await apiClient(app, token).call(payrollApi.createEmployee, {
    body: {
      fullName: `Employee ${n}`,
      email: `employee${n}@example.co.ke`,
      department: 'finance',
      employmentType: 'full_time',
      position: 'Clerk',
      salary: 50000,
      ...body,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function addBankAccount(app: FastifyInstance, token: string, openingBalance = 1_000_000) {
  const res = await apiClient(app, token).call(bankAccountsApi.create, {
    body: { name: 'KCB Payroll', kind: 'bank', openingBalance, openingDate: '2024-01-01' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Runs (or previews) a month; any status: a preview answers 200, a run 201. */
export async function runPayroll(
  app: FastifyInstance,
  token: string,
  body: WireOf<typeof payrollApi.run.body>,
) {
  return apiClient(app, token).call(payrollApi.run, { body });
}

/** Balances of the company's accounts today, by account name. */
export async function balances(
  app: FastifyInstance,
  token: string,
): Promise<Record<string, number | undefined>> {
  const res = await apiClient(app, token).ok(ledgerApi.listAccounts, { query: { limit: 250 } });
  return Object.fromEntries(res.items.map((a) => [a.name, a.balance]));
}

export async function auditTotal(app: FastifyInstance, token: string): Promise<number> {
  return (await apiClient(app, token).ok(auditLogApi.list)).total;
}
