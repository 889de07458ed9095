import {
  authApi,
  bankAccountsApi,
  payrollApi,
  productsApi,
  purchaseOrdersApi,
  supplierPaymentsApi,
  suppliersApi,
  transfersApi,
} from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import type { FastifyInstance } from 'fastify';
import { DEMO_PRODUCTS, DEMO_STAFF } from './demo-catalogue';
import { client, type DemoCall } from './demo-client';
import { seedDemoCounterSales } from './seed-demo-counter';
import { seedDemoSchedules } from './seed-demo-schedules';

/**
 * Business data for the demo company, through the API as its owner: bank, M-Pesa and cash accounts,
 * products with opening stock in Nairobi CBD, a transfer on its way to Mombasa, two suppliers, a
 * purchase order received in part (with its bill, part paid), and three employees.
 */
export async function seedDemoBusiness(app: FastifyInstance): Promise<void> {
  const call = await client(app);
  const me = await call(authApi.me, {});
  const branch = (name: string) => me.branches.find((b) => b.name === name)?.id ?? '';
  const [nairobi, mombasa, kisumu] = [branch('Nairobi CBD'), branch('Mombasa'), branch('Kisumu')];
  const kcb = await seedMoneyAccounts(call);
  const products = await seedProducts(call, nairobi);
  await seedTransferToTheCoast(call, nairobi, mombasa);
  await seedPurchases(call, nairobi, kcb.id);
  for (const e of DEMO_STAFF)
    await call(payrollApi.createEmployee, {
      body: { ...e, employmentType: 'full_time', branchId: nairobi },
    });
  await seedDemoCounterSales(call, { nairobi, mombasa, kisumu }, products);
  await seedDemoSchedules(call, nairobi, todayIn(me.company.timeZone));
}

/** A KCB current account (answered: suppliers are paid from it), an M-Pesa till and a cash till. */
async function seedMoneyAccounts(call: DemoCall) {
  const kcb = await call(bankAccountsApi.create, {
    body: {
      name: 'KCB Current',
      bankName: 'KCB Bank',
      accountNumber: '1234567890',
      kind: 'bank',
      openingBalance: 1250000,
    },
  });
  await call(bankAccountsApi.create, {
    body: { name: 'M-Pesa Till 512345', kind: 'mobile_money', openingBalance: 85000 },
  });
  await call(bankAccountsApi.create, { body: { name: 'Cash till', kind: 'cash', openingBalance: 20000 } });
  return kcb;
}

/** The catalogue's products with barcodes and their opening stock in `branchId`. */
async function seedProducts(call: DemoCall, branchId: string) {
  const products = [];
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const barcode = `61611000${String(i + 1).padStart(5, '0')}`;
    products.push(await call(productsApi.create, { body: { ...p, barcode, branchId } }));
  }
  return products;
}

/** A transfer from Nairobi to Mombasa, dispatched and still on its way. */
async function seedTransferToTheCoast(call: DemoCall, nairobi: string, mombasa: string) {
  const transfer = await call(
    transfersApi.create,
    {
      body: {
        toBranchId: mombasa,
        items: [
          { sku: 'UNGA-2KG', qty: 30 },
          { sku: 'OIL-1L', qty: 12 },
        ],
        notes: 'Weekly stock for the coast',
      },
    },
    nairobi,
  );
  await call(transfersApi.dispatch, { params: { id: transfer.id } }, nairobi);
}

/** Two suppliers; a purchase order from the millers received in part, its bill part paid from `bankAccountId`. */
async function seedPurchases(call: DemoCall, nairobi: string, bankAccountId: string) {
  const millers = await call(suppliersApi.create, {
    body: {
      name: 'Mombasa Millers Ltd',
      contactName: 'Hassan Ali',
      phone: '+254722111222',
      kraPin: 'P051234567X',
      paymentTerms: 'net_30',
    },
  });
  await call(suppliersApi.create, {
    body: { name: 'Kericho Tea Growers', phone: '+254733444555', paymentTerms: 'net_15' },
  });
  const order = await call(
    purchaseOrdersApi.create,
    {
      body: {
        supplierId: millers.id,
        branchId: nairobi,
        items: [
          { itemId: 'UNGA-2KG', qty: 200, unitPrice: 170, taxCategory: 'A' },
          { itemId: 'SUGAR-1KG', qty: 100, unitPrice: 192, taxCategory: 'B' },
        ],
      },
    },
    nairobi,
  );
  const receipt = await call(
    purchaseOrdersApi.receive,
    {
      params: { id: order.id },
      body: {
        deliveryNoteNumber: 'DN-88120',
        items: [
          { itemId: 'UNGA-2KG', qty: 200 },
          { itemId: 'SUGAR-1KG', qty: 40 },
        ],
      },
    },
    nairobi,
  );
  const bill = receipt.bill;
  if (!bill) throw new Error('demo seed: the goods receipt made no bill');
  await call(
    supplierPaymentsApi.create,
    {
      body: {
        supplierId: millers.id,
        amount: 20000,
        paymentMethod: 'bank_transfer',
        bankAccountId,
        reference: 'EFT-20931',
        bills: [{ billId: bill.id, amount: 20000 }],
      },
    },
    nairobi,
  );
}
