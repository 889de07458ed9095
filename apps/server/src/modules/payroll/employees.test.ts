import { payrollApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { addEmployee, auditTotal } from './payroll.fixture';

const t = useTestApp();

/** The field errors of a failed call (400/409/422). */
const fields = (res: { error?: { details?: Record<string, unknown> } | undefined }) =>
  (res.error?.details?.fields ?? {}) as Record<string, string>;

type EmployeeBody = WireOf<typeof payrollApi.createEmployee.body>;

describe('employees', () => {
  it('adds, lists (250 a page), searches, filters by department, updates and soft-deletes', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    const api = apiClient(t.app, token);
    const created = await api.call(payrollApi.createEmployee, {
      body: {
        fullName: 'Achieng Otieno',
        email: 'Achieng@Example.co.ke',
        phone: '0712345678',
        department: 'engineering',
        employmentType: 'full_time',
        position: 'Developer',
        salary: 100000,
        hireDate: '2024-02-01',
        kraPin: 'a012345678z',
        allowances: { transport: 5000, housing: 10000, lunch: 2500.5 },
        overtimeRate: 750,
        nssfNumber: 'NSSF-1',
        shifNumber: 'SHIF-1',
        paymentMethod: 'mpesa',
        resident: true,
        userId: owner.user.uid,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      employeeNumber: 'EMP-0001',
      fullName: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      phone: '+254712345678',
      department: 'engineering',
      employmentType: 'full_time',
      salary: 100000,
      allowances: { transport: 5000, housing: 10000, lunch: 2500.5 },
      overtimeRate: 750,
      kraPin: 'A012345678Z',
      paymentMethod: 'mpesa',
      branchId: owner.user.branchId,
      userId: owner.user.uid,
      isDeleted: false,
    });
    await addEmployee(t.app, token, {
      fullName: 'Baraka Mwangi',
      department: 'sales',
      employeeNumber: 'S-7',
    });
    await addEmployee(t.app, token, { fullName: 'Chebet Kiprono', department: 'sales' });

    const all = await api.ok(payrollApi.listEmployees);
    expect(all).toMatchObject({ total: 3, page: 1, limit: 250 });
    expect(all.items.map((e) => e.fullName)).toEqual(['Achieng Otieno', 'Baraka Mwangi', 'Chebet Kiprono']);
    const sales = await api.ok(payrollApi.listEmployees, {
      query: { department: 'sales', search: 'chebet' },
    });
    expect(sales.items.map((e) => e.employeeNumber)).toEqual(['EMP-0002']);
    // blank filters as a browser form sends them (the typed client leaves blanks out)
    const blank = await call(t.app, 'GET', payrollApi.listEmployees.path, {
      token,
      query: { department: '', search: '' },
    });
    expect(blank.body.total).toBe(3);
    const paged = await api.ok(payrollApi.listEmployees, { query: { limit: 2, page: 2, sort: '-fullName' } });
    expect(paged.items.map((e) => e.fullName)).toEqual(['Achieng Otieno']);

    const updated = await api.call(payrollApi.updateEmployee, {
      params: { id: created.body.id },
      body: { salary: 120000, allowances: { lunch: 0 }, kraPin: null, position: 'Lead developer' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      salary: 120000,
      allowances: { transport: 5000, housing: 10000, lunch: 0 },
      kraPin: null,
      position: 'Lead developer',
    });

    const removed = await api.call(payrollApi.removeEmployee, { params: { id: created.body.id } });
    expect(removed.status).toBe(204);
    expect((await api.call(payrollApi.getEmployee, { params: { id: created.body.id } })).status).toBe(404);
    const after = await api.ok(payrollApi.listEmployees);
    expect(after.total).toBe(2);
  });

  it('refuses a taken employee number or login with 409 and bad input with 400, changing nothing', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    await addEmployee(t.app, token, { employeeNumber: 'A-1', userId: owner.user.uid });
    const before = await auditTotal(t.app, token);
    const api = apiClient(t.app, token);
    const dupe = await api.call(payrollApi.createEmployee, {
      body: {
        fullName: 'X',
        email: 'x@example.co.ke',
        department: 'hr',
        employmentType: 'intern',
        position: 'P',
        salary: 1,
        employeeNumber: 'a-1',
      },
    });
    expect(dupe.status).toBe(409);
    expect(fields(dupe).employeeNumber).toBeTruthy();
    const bad = await api.call(payrollApi.createEmployee, {
      // a field the form does not have, and values it would refuse
      body: {
        fullName: '',
        email: 'not-an-email',
        department: 'legal',
        employmentType: 'full_time',
        position: 'Clerk',
        salary: -5,
        kraPin: '123',
        colour: 'red',
      } as unknown as EmployeeBody,
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('validation-error');
    const bad2 = await api.call(payrollApi.createEmployee, {
      body: {
        fullName: 'Y',
        email: 'y@example.co.ke',
        department: 'legal',
        employmentType: 'full_time',
        position: 'P',
        salary: 10.555,
      } as unknown as EmployeeBody,
    });
    expect(bad2.status).toBe(400);
    expect(Object.keys(fields(bad2))).toEqual(expect.arrayContaining(['department', 'salary']));
    expect(fields(bad2).department).toBe('Choose a department');
    const badQuery = await api.call(payrollApi.listEmployees, { query: { limit: 251 } });
    expect(badQuery.status).toBe(400);
    expect(await auditTotal(t.app, token)).toBe(before);
    expect((await api.ok(payrollApi.listEmployees)).total).toBe(1);
  });

  it("hides another company's employees (404) and lets a viewer read but not write (403)", async () => {
    const acme = await signupCompany(t.app);
    const other = await signupCompany(t.app, { companyName: 'Other Ltd' });
    const theirs = await addEmployee(t.app, other.token);
    const api = apiClient(t.app, acme.token);
    const params = { id: theirs.id };
    for (const res of [
      await api.call(payrollApi.getEmployee, { params }),
      await api.call(payrollApi.updateEmployee, { params, body: { salary: 1 } }),
      await api.call(payrollApi.removeEmployee, { params }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.error?.code).toBe('not-found');
    }
    expect((await api.ok(payrollApi.listEmployees)).total).toBe(0);

    const mine = await addEmployee(t.app, acme.token);
    const viewer = await staffWithRole(t.app, acme, 'viewer');
    const asViewer = apiClient(t.app, viewer.token);
    expect((await asViewer.call(payrollApi.getEmployee, { params: { id: mine.id } })).status).toBe(200);
    const write = await asViewer.call(payrollApi.createEmployee, {
      body: {
        fullName: 'V',
        email: 'v@example.co.ke',
        department: 'hr',
        employmentType: 'intern',
        position: 'P',
        salary: 1,
      },
    });
    expect(write.status).toBe(403);
    expect(write.error?.code).toBe('forbidden');
    expect((await asViewer.call(payrollApi.removeEmployee, { params: { id: mine.id } })).status).toBe(403);
  });
});
