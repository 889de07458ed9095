import {
  ATTACHMENT_MAX_BYTES,
  attachmentForm,
  billAttachmentsApi,
  billsApi,
  customerReceiptsApi,
  type DocumentAttachmentRoutes,
  invoiceAttachmentsApi,
  invoicesApi,
  ledgerApi,
  paymentAttachmentsApi,
  receiptAttachmentsApi,
  supplierPaymentsApi,
  suppliersApi,
} from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, staffWithRole, useTestApp } from '../../testing/test-app';
import { sales } from '../sales/sales.fixture';

const t = useTestApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
]);
const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** A company with one of each document: an issued invoice, its receipt, an expense bill and its payment. */
async function documents() {
  const s = await sales(t, 'Faili Traders Ltd');
  const api = apiClient(t.app, s.token);
  const invoice = await api.ok(invoicesApi.create, {
    body: {
      customerId: s.customer.id,
      date: '2026-11-20',
      lines: [{ productId: s.sugar.id, description: 'Sugar 1 kg', qty: 2, unitPrice: 160, taxCategory: 'B' }],
    },
  });
  const receipt = await api.ok(customerReceiptsApi.create, {
    body: {
      customerId: s.customer.id,
      amount: 100,
      date: '2026-11-21',
      paymentMethod: 'cash',
      bankAccountId: s.bank.id,
      invoices: [{ invoiceId: invoice.id, amount: 100 }],
    },
  });
  const supplier = await api.ok(suppliersApi.create, {
    body: { name: 'Nyumba Properties Ltd', kraPin: 'P000111333Q', paymentTerms: 'net_30' },
  });
  const accounts = await api.ok(ledgerApi.listAccounts, { query: { limit: 250 } });
  const rent = accounts.items.find((a) => a.code === '6100');
  if (!rent) throw new Error('no rent account');
  const expense = await api.ok(billsApi.create, {
    body: {
      supplierId: supplier.id,
      date: '2026-11-20',
      supplierInvoiceNumber: 'NP-77',
      lines: [{ description: 'Shop rent', accountId: rent.id, unitPrice: 5000, taxCategory: 'A' }],
    },
  });
  const payment = await api.ok(supplierPaymentsApi.create, {
    body: {
      supplierId: supplier.id,
      amount: 5000,
      paymentMethod: 'bank_transfer',
      paymentDate: '2026-11-24',
      bankAccountId: s.bank.id,
      bills: [{ billId: expense.id, amount: 5000 }],
    },
  });
  return { s, api, invoice, receipt, expense, payment };
}

type Kit = DocumentAttachmentRoutes<string>;

async function walkThrough(
  api: Kit,
  token: string,
  owner: { token: string; user: { branchId: string } },
  id: string,
  number: string,
) {
  const client = apiClient(t.app, token);
  const upload = (body: FormData, tok = token) =>
    apiClient(t.app, tok).call(api.attach, { params: { id }, body });

  const saved = await upload(attachmentForm(blob(PDF, 'application/pdf'), 'Signed delivery note.pdf'));
  expect(saved.status, saved.text).toBe(201);
  expect(saved.body).toMatchObject({
    fileName: 'Signed delivery note.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });
  const picture = await client.ok(api.attach, {
    params: { id: number },
    body: attachmentForm(blob(WEBP, 'image/webp'), 'shelf.webp'),
  });
  expect(picture).toMatchObject({ contentType: 'image/webp', size: WEBP.length });

  // listed by id and by number, oldest first
  const listed = await client.ok(api.list, { params: { id: number } });
  expect(listed.items.map((f) => f.fileName)).toEqual(['Signed delivery note.pdf', 'shelf.webp']);
  const file = await client.call(api.download, { params: { id, attachmentId: saved.body.id } });
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.headers['content-disposition']).toBe('attachment; filename="Signed delivery note.pdf"');
  expect(file.body.equals(PDF)).toBe(true);

  // a text file, a PDF that is not one, a file past 10 MB (checked, then past the body limit)
  const text = await upload(attachmentForm(blob(Buffer.from('hello'), 'text/plain'), 'notes.txt'));
  expect([text.status, text.error?.code]).toEqual([422, 'unsupported-file-type']);
  const fake = await upload(attachmentForm(blob(Buffer.from('MZ not a pdf'), 'application/pdf'), 'x.pdf'));
  expect([fake.status, fake.error?.code]).toEqual([422, 'unsupported-file-type']);
  const justOver = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - PDF.length)]);
  const big = await upload(attachmentForm(blob(justOver, 'application/pdf'), 'big.pdf'));
  expect([big.status, big.error?.code]).toEqual([413, 'payload-too-large']);
  const huge = await upload(
    attachmentForm(blob(Buffer.concat([justOver, Buffer.alloc(200_000)]), 'application/pdf'), 'huge.pdf'),
  );
  expect([huge.status, huge.error?.code]).toEqual([413, 'payload-too-large']);
  const noFile = await client.call(api.attach, { params: { id }, body: new FormData() });
  expect(noFile.status).toBe(400);

  // another company sees nothing; a role that may only read cannot attach
  const other = await signupCompany(t.app, { companyName: `Other ${number} Ltd` });
  expect((await upload(attachmentForm(blob(PDF, 'application/pdf'), 'x.pdf'), other.token)).status).toBe(404);
  const otherClient = apiClient(t.app, other.token);
  expect((await otherClient.call(api.list, { params: { id } })).status).toBe(404);
  expect((await otherClient.call(api.download, { params: { id, attachmentId: saved.body.id } })).status).toBe(
    404,
  );
  expect((await otherClient.call(api.remove, { params: { id, attachmentId: saved.body.id } })).status).toBe(
    404,
  );
  const viewer = await staffWithRole(t.app, owner, 'viewer');
  expect((await upload(attachmentForm(blob(PDF, 'application/pdf'), 'x.pdf'), viewer.token)).status).toBe(
    403,
  );
  expect((await apiClient(t.app, viewer.token).call(api.list, { params: { id } })).status).toBe(200);

  // removed: gone from the list and the download
  const removed = await client.call(api.remove, { params: { id, attachmentId: saved.body.id } });
  expect(removed.status).toBe(204);
  expect((await client.ok(api.list, { params: { id } })).items.map((f) => f.fileName)).toEqual([
    'shelf.webp',
  ]);
  expect((await client.call(api.download, { params: { id, attachmentId: saved.body.id } })).status).toBe(404);
  expect((await client.call(api.remove, { params: { id, attachmentId: saved.body.id } })).status).toBe(404);
}

describe('document attachments', () => {
  it('keep files with invoices, receipts, expense bills and payments', { timeout: 120_000 }, async () => {
    const d = await documents();
    await walkThrough(invoiceAttachmentsApi, d.s.token, d.s.owner, d.invoice.id, d.invoice.invoiceNumber);
    await walkThrough(receiptAttachmentsApi, d.s.token, d.s.owner, d.receipt.id, d.receipt.receiptNumber);
    await walkThrough(billAttachmentsApi, d.s.token, d.s.owner, d.expense.id, d.expense.billId);
    await walkThrough(paymentAttachmentsApi, d.s.token, d.s.owner, d.payment.id, d.payment.paymentNo);
    // the payment's record lists its files too
    const payment = await d.api.ok(supplierPaymentsApi.get, { params: { id: d.payment.id } });
    expect(payment.attachments.map((f) => f.fileName)).toEqual(['shelf.webp']);
  });

  it('a file of one document cannot be read through another', async () => {
    const d = await documents();
    const kept = await d.api.ok(invoiceAttachmentsApi.attach, {
      params: { id: d.invoice.id },
      body: attachmentForm(blob(PDF, 'application/pdf'), 'a.pdf'),
    });
    const across = await d.api.call(receiptAttachmentsApi.download, {
      params: { id: d.receipt.id, attachmentId: kept.id },
    });
    expect(across.status).toBe(404);
    const raw = await d.api.call(invoiceAttachmentsApi.list, { params: { id: 'INV-9999' } });
    expect([raw.status, raw.error?.message]).toEqual([404, 'Invoice not found']);
  });
});
