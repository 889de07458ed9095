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
import { client } from './demo-client';
import { seedDemoCounterSales } from './seed-demo-counter';
import { seedDemoSchedules } from './seed-demo-schedules';

const PRODUCTS = [
  {
    sku: 'UNGA-2KG',
    name: 'Maize flour 2 kg',
    category: 'Flour',
    sellingPrice: 210,
    costPrice: 172,
    minimumStock: 40,
    openingStock: 120,
    taxCategory: 'A',
  },
  {
    sku: 'SUGAR-1KG',
    name: 'Sugar 1 kg',
    category: 'Groceries',
    sellingPrice: 230,
    costPrice: 195,
    minimumStock: 50,
    openingStock: 35,
    taxCategory: 'B',
  },
  {
    sku: 'OIL-1L',
    name: 'Cooking oil 1 l',
    category: 'Groceries',
    sellingPrice: 420,
    costPrice: 350,
    minimumStock: 20,
    openingStock: 60,
    taxCategory: 'B',
  },
  {
    sku: 'RICE-5KG',
    name: 'Pishori rice 5 kg',
    category: 'Grains',
    sellingPrice: 1150,
    costPrice: 980,
    minimumStock: 10,
    openingStock: 25,
    taxCategory: 'B',
  },
  {
    sku: 'MILK-500',
    name: 'Fresh milk 500 ml',
    category: 'Dairy',
    sellingPrice: 65,
    costPrice: 52,
    minimumStock: 48,
    openingStock: 96,
    taxCategory: 'A',
  },
  {
    sku: 'BREAD-400',
    name: 'White bread 400 g',
    category: 'Bakery',
    sellingPrice: 65,
    costPrice: 50,
    minimumStock: 30,
    openingStock: 12,
    taxCategory: 'E',
  },
  {
    sku: 'SOAP-BAR',
    name: 'Bar soap 800 g',
    category: 'Household',
    sellingPrice: 180,
    costPrice: 140,
    minimumStock: 24,
    openingStock: 48,
    taxCategory: 'B',
  },
  {
    sku: 'TEA-500',
    name: 'Tea leaves 500 g',
    category: 'Beverages',
    sellingPrice: 290,
    costPrice: 235,
    minimumStock: 15,
    openingStock: 40,
    taxCategory: 'B',
  },
] as const;

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
  const products = [];
  for (const [i, p] of PRODUCTS.entries()) {
    const barcode = `61611000${String(i + 1).padStart(5, '0')}`;
    products.push(await call(productsApi.create, { body: { ...p, barcode, branchId: nairobi } }));
  }
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
        bankAccountId: kcb.id,
        reference: 'EFT-20931',
        bills: [{ billId: bill.id, amount: 20000 }],
      },
    },
    nairobi,
  );
  const staff = [
    {
      fullName: 'Grace Akinyi',
      email: 'grace.akinyi@demo.tawi.co.ke',
      department: 'sales',
      position: 'Shop attendant',
      hireDate: '2023-02-01',
      salary: 32000,
      allowances: { transport: 3000 },
      kraPin: 'A004512387K',
      nssfNumber: '2011458963',
      shifNumber: 'CR4512387001',
    },
    {
      fullName: 'Peter Mutiso',
      email: 'peter.mutiso@demo.tawi.co.ke',
      department: 'operations',
      position: 'Store clerk',
      hireDate: '2022-08-15',
      salary: 45000,
      overtimeRate: 300,
      kraPin: 'A007823415M',
      nssfNumber: '2013378214',
      shifNumber: 'CR7823415002',
      // pays a life policy of 3,000 a month: insurance relief of 450
      taxInputs: { effectiveFrom: '2025-01-01', insurancePremium: 3000 },
    },
    {
      fullName: 'Lucy Chebet',
      email: 'lucy.chebet@demo.tawi.co.ke',
      department: 'finance',
      position: 'Accounts assistant',
      hireDate: '2024-01-08',
      salary: 68000,
      allowances: { housing: 8000, lunch: 2500 },
      kraPin: 'A009134672P',
      nssfNumber: '2015690127',
      shifNumber: 'CR9134672003',
      // a personal pension of 5,000 a month paid straight to a registered scheme
      taxInputs: { effectiveFrom: '2025-01-01', registeredPension: 5000 },
    },
  ] as const;

  for (const e of staff)
    await call(payrollApi.createEmployee, {
      body: { ...e, employmentType: 'full_time', branchId: nairobi },
    });
  await seedDemoCounterSales(call, { nairobi, mombasa, kisumu }, products);
  await seedDemoSchedules(call, nairobi, todayIn(me.company.timeZone));
}
