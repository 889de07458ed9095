import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../testing/test-app';

let n = 0;

/** Adds an employee through the API (201 checked); `body` overrides the defaults. */
export async function addEmployee(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  n += 1;
  const res = await call(app, 'POST', '/api/employees', {
    token,
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
  return res.body as { id: string; employeeNumber: string; fullName: string; branchId: string };
}

export async function addBankAccount(app: FastifyInstance, token: string, openingBalance = 1_000_000) {
  const res = await call(app, 'POST', '/api/bank-accounts', {
    token,
    body: { name: 'KCB Payroll', kind: 'bank', openingBalance, openingDate: '2024-01-01' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; accountId: string };
}

export async function runPayroll(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/payroll/run', { token, body });
}

/** Balances of the company's accounts today, by account name. */
export async function balances(app: FastifyInstance, token: string): Promise<Record<string, number>> {
  const res = await call(app, 'GET', '/api/accounts?limit=250', { token });
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (res.body.items as Array<{ name: string; balance: number }>).map((a) => [a.name, a.balance]),
  );
}

export async function auditTotal(app: FastifyInstance, token: string): Promise<number> {
  return (await call(app, 'GET', '/api/audit-log', { token })).body.total as number;
}
