import { emailTemplatesApi, paymentRemindersApi } from '@tawi/contracts';
import { DEFAULT_EMAIL_TEMPLATES, EMAIL_TEMPLATE_KINDS } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('email templates in settings', () => {
  it('lists every kind with the default wording until the company writes its own', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Template Traders Ltd' });
    const api = apiClient(t.app, owner.token);
    const { items } = await api.ok(emailTemplatesApi.list);
    expect(items.map((i) => i.kind)).toEqual([...EMAIL_TEMPLATE_KINDS]);
    const invoice = items.find((i) => i.kind === 'invoice');
    expect(invoice).toMatchObject({
      subject: 'Invoice {number} from {company}',
      isDefault: true,
      updatedAt: null,
    });
    expect(invoice?.placeholders).toEqual(
      expect.arrayContaining(['number', 'customer', 'balance', 'dueDate']),
    );
    expect(items.find((i) => i.kind === 'purchase-order')?.placeholders).toContain('supplier');
    expect(items.find((i) => i.kind === 'payment-reminder')?.body).toContain('{daysOverdue} days overdue');
  });

  it('saves the company wording, refuses unknown placeholders with 422, resets to the default', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Wording Ltd' });
    const api = apiClient(t.app, owner.token);
    const saved = await api.ok(emailTemplatesApi.save, {
      params: { kind: 'invoice' },
      body: { subject: '  Ankara {number} kutoka {company} ', body: 'Habari {customer},\nSalio: {balance}' },
    });
    expect(saved).toMatchObject({
      kind: 'invoice',
      subject: 'Ankara {number} kutoka {company}',
      body: 'Habari {customer},\nSalio: {balance}',
      isDefault: false,
    });
    expect(saved.updatedAt).not.toBeNull();
    const listed = await api.ok(emailTemplatesApi.list);
    expect(listed.items.find((i) => i.kind === 'invoice')?.subject).toBe('Ankara {number} kutoka {company}');
    expect(listed.items.find((i) => i.kind === 'estimate')?.isDefault).toBe(true);

    const bad = await api.call(emailTemplatesApi.save, {
      params: { kind: 'invoice' },
      body: { subject: 'Invoice {number}', body: 'Dear {supplier}, pay {amount_due}' },
    });
    expect(bad.status).toBe(422);
    expect(bad.error?.code).toBe('unknown-placeholder');
    expect(bad.error?.message).toMatch(
      /^\{supplier\}, \{amount_due\} are not placeholders of invoice emails/,
    );
    expect(bad.error?.details).toEqual({ fields: { body: expect.stringContaining('{amount_due}') } });
    const still = await api.ok(emailTemplatesApi.list);
    expect(still.items.find((i) => i.kind === 'invoice')?.body).toBe('Habari {customer},\nSalio: {balance}');

    const unknownKind = await api.call(emailTemplatesApi.save, {
      params: { kind: 'payslip' as 'invoice' },
      body: { subject: 'x', body: 'y' },
    });
    expect(unknownKind.status).toBe(400);

    const reset = await api.ok(emailTemplatesApi.reset, { params: { kind: 'invoice' } });
    expect(reset).toMatchObject({ ...DEFAULT_EMAIL_TEMPLATES.invoice, isDefault: true, updatedAt: null });
  });

  it('is company-scoped and guarded: reading needs settings:read, changing settings:update', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Scoped Ltd' });
    const other = await signupCompany(t.app, { companyName: 'Other Ltd' });
    await apiClient(t.app, owner.token).ok(emailTemplatesApi.save, {
      params: { kind: 'receipt' },
      body: { subject: 'Asante! Receipt {number}', body: 'Thank you {customer}' },
    });
    const theirs = await apiClient(t.app, other.token).ok(emailTemplatesApi.list);
    expect(theirs.items.find((i) => i.kind === 'receipt')).toMatchObject({
      subject: DEFAULT_EMAIL_TEMPLATES.receipt.subject,
      isDefault: true,
    });

    const accountant = await staffWithRole(t.app, owner, 'accountant');
    const reader = apiClient(t.app, accountant.token);
    expect((await reader.ok(emailTemplatesApi.list)).items.find((i) => i.kind === 'receipt')?.isDefault).toBe(
      false,
    );
    const edit = await reader.call(emailTemplatesApi.save, {
      params: { kind: 'receipt' },
      body: { subject: 'Hacked {number}', body: 'x' },
    });
    expect(edit.status).toBe(403);
    expect((await reader.call(emailTemplatesApi.reset, { params: { kind: 'receipt' } })).status).toBe(403);
    expect(
      (await reader.call(paymentRemindersApi.save, { body: { enabled: true, steps: [1] } })).status,
    ).toBe(403);
    const sales = await staffWithRole(t.app, owner, 'sales');
    expect((await apiClient(t.app, sales.token).call(emailTemplatesApi.list)).status).toBe(403);
  });

  it('keeps the payment reminder schedule: off by default, days sorted and checked', async () => {
    const owner = await signupCompany(t.app, { companyName: 'Schedule Ltd' });
    const api = apiClient(t.app, owner.token);
    expect(await api.ok(paymentRemindersApi.get)).toEqual({
      enabled: false,
      steps: [1, 7, 14],
      updatedAt: null,
    });
    const saved = await api.ok(paymentRemindersApi.save, { body: { enabled: true, steps: [14, 3, 3, 30] } });
    expect(saved).toMatchObject({ enabled: true, steps: [3, 14, 30] });
    const bad = await api.call(paymentRemindersApi.save, { body: { enabled: true, steps: [0, 400] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error?.details?.fields as object)).toEqual(['steps.0', 'steps.1']);
    expect((await api.ok(paymentRemindersApi.get)).steps).toEqual([3, 14, 30]);
  });
});
