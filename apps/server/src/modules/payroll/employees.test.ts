import { describe, expect, it } from 'vitest';
import { call, signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { addEmployee, auditTotal } from './payroll.fixture';

const t = useTestApp();

describe('employees', () => {
  it('adds, lists (250 a page), searches, filters by department, updates and soft-deletes', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    const created = await call(t.app, 'POST', '/api/employees', {
      token,
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

    const all = await call(t.app, 'GET', '/api/employees', { token });
    expect(all.body).toMatchObject({ total: 3, page: 1, limit: 250 });
    expect(all.body.items.map((e: { fullName: string }) => e.fullName)).toEqual([
      'Achieng Otieno',
      'Baraka Mwangi',
      'Chebet Kiprono',
    ]);
    const sales = await call(t.app, 'GET', '/api/employees?department=sales&search=chebet', { token });
    expect(sales.body.items.map((e: { employeeNumber: string }) => e.employeeNumber)).toEqual(['EMP-0002']);
    const blank = await call(t.app, 'GET', '/api/employees?department=&search=', { token });
    expect(blank.body.total).toBe(3);
    const paged = await call(t.app, 'GET', '/api/employees?limit=2&page=2&sort=-fullName', { token });
    expect(paged.body.items.map((e: { fullName: string }) => e.fullName)).toEqual(['Achieng Otieno']);

    const updated = await call(t.app, 'PATCH', `/api/employees/${created.body.id}`, {
      token,
      body: { salary: 120000, allowances: { lunch: 0 }, kraPin: null, position: 'Lead developer' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      salary: 120000,
      allowances: { transport: 5000, housing: 10000, lunch: 0 },
      kraPin: null,
      position: 'Lead developer',
    });

    const removed = await call(t.app, 'DELETE', `/api/employees/${created.body.id}`, { token });
    expect(removed.status).toBe(204);
    expect((await call(t.app, 'GET', `/api/employees/${created.body.id}`, { token })).status).toBe(404);
    const after = await call(t.app, 'GET', '/api/employees', { token });
    expect(after.body.total).toBe(2);
  });

  it('refuses a taken employee number or login with 409 and bad input with 400, changing nothing', async () => {
    const owner = await signupCompany(t.app);
    const { token } = owner;
    await addEmployee(t.app, token, { employeeNumber: 'A-1', userId: owner.user.uid });
    const before = await auditTotal(t.app, token);
    const dupe = await call(t.app, 'POST', '/api/employees', {
      token,
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
    expect(dupe.body.error.details.fields.employeeNumber).toBeTruthy();
    const bad = await call(t.app, 'POST', '/api/employees', {
      token,
      body: {
        fullName: '',
        email: 'not-an-email',
        department: 'legal',
        employmentType: 'full_time',
        position: 'Clerk',
        salary: -5,
        kraPin: '123',
        colour: 'red',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation-error');
    const bad2 = await call(t.app, 'POST', '/api/employees', {
      token,
      body: {
        fullName: 'Y',
        email: 'y@example.co.ke',
        department: 'legal',
        employmentType: 'full_time',
        position: 'P',
        salary: 10.555,
      },
    });
    expect(bad2.status).toBe(400);
    expect(Object.keys(bad2.body.error.details.fields)).toEqual(
      expect.arrayContaining(['department', 'salary']),
    );
    expect(bad2.body.error.details.fields.department).toBe('Choose a department');
    const badQuery = await call(t.app, 'GET', '/api/employees?limit=251', { token });
    expect(badQuery.status).toBe(400);
    expect(await auditTotal(t.app, token)).toBe(before);
    expect((await call(t.app, 'GET', '/api/employees', { token })).body.total).toBe(1);
  });

  it("hides another company's employees (404) and lets a viewer read but not write (403)", async () => {
    const acme = await signupCompany(t.app);
    const other = await signupCompany(t.app, { companyName: 'Other Ltd' });
    const theirs = await addEmployee(t.app, other.token);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { salary: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t.app, method, `/api/employees/${theirs.id}`, { token: acme.token, body });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not-found');
    }
    expect((await call(t.app, 'GET', '/api/employees', { token: acme.token })).body.total).toBe(0);

    const mine = await addEmployee(t.app, acme.token);
    const viewer = await staffWithRole(t.app, acme, 'viewer');
    expect((await call(t.app, 'GET', `/api/employees/${mine.id}`, { token: viewer.token })).status).toBe(200);
    const write = await call(t.app, 'POST', '/api/employees', {
      token: viewer.token,
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
    expect(write.body.error.code).toBe('forbidden');
    expect((await call(t.app, 'DELETE', `/api/employees/${mine.id}`, { token: viewer.token })).status).toBe(
      403,
    );
  });
});
