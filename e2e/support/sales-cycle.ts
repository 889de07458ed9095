import {
  creditNotesApi,
  customerReceiptsApi,
  customersApi,
  estimatesApi,
  invoicesApi,
} from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { callEntry } from './api-client';
import { createBankAccount, type Owner } from './factories';

export const today = todayIn();
/** The day `offset` days from today (negative: in the past). */
export const day = (offset: number) => addDays(today, offset);
const service = (description: string, qty: number, unitPrice: number) => ({
  description,
  qty,
  unitPrice,
  taxCategory: 'B' as const,
});

interface Doc {
  id: string;
}
/**
 * Through the API (customers.spec.ts drives each of these dialogs): Kilimani Grocers (Net 30) gets
 * EST-0001 75 days ago, converted into INV-0001 (2 x 1,000 + 500 delivery, + 16% = 2,900), a receipt
 * of 1,000 40 days ago, INV-0002 (500 + 16% = 580) 10 days ago and CN-0001 for the delivery
 * (580) 5 days ago. Baraka Traders has INV-0003 (1,160) of 130 days ago, due 100 days ago.
 */
export async function salesCycle(url: string, owner: Owner): Promise<void> {
  const bank = await createBankAccount<Doc>(url, owner, { name: 'Equity Current' });
  const kilimani = await callEntry(url, owner.token, customersApi.create, {
    body: { name: 'Kilimani Grocers', email: 'accounts@kilimani.co.ke', paymentTerms: 'net_30' },
  });
  const baraka = await callEntry(url, owner.token, customersApi.create, {
    body: { name: 'Baraka Traders', paymentTerms: 'net_30' },
  });
  const estimate = await callEntry(url, owner.token, estimatesApi.create, {
    body: {
      customerId: kilimani.id,
      date: day(-75),
      validUntil: day(5),
      lines: [service('Shelving installation', 2, 1000), service('Delivery', 1, 500)],
    },
  });
  const inv1 = await callEntry(url, owner.token, estimatesApi.convert, {
    params: { id: estimate.id },
    body: { date: day(-75), status: 'Unpaid' },
  });
  await callEntry(url, owner.token, customerReceiptsApi.create, {
    body: {
      customerId: kilimani.id,
      amount: 1000,
      date: day(-40),
      paymentMethod: 'bank_transfer',
      reference: 'EQ-5521',
      bankAccountId: bank.id,
      invoices: [{ invoiceId: inv1.id, amount: 1000 }],
    },
  });
  const lines = [service('Cold room check', 1, 500)];
  await callEntry(url, owner.token, invoicesApi.create, {
    body: { customerId: kilimani.id, date: day(-10), status: 'Unpaid', lines },
  });
  await callEntry(url, owner.token, creditNotesApi.create, {
    body: { invoiceId: inv1.id, date: day(-5), reason: 'Delivery not made', lines: [{ lineNo: 2, qty: 1 }] },
  });
  await callEntry(url, owner.token, invoicesApi.create, {
    body: { customerId: baraka.id, date: day(-130), status: 'Unpaid', lines: [service('Signage', 1, 1000)] },
  });
}
