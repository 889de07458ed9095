import { z } from 'zod';
import { paginated } from './common';
import { product } from './inventory';
import { account, bankAccount } from './ledger';
import { supplier } from './purchasing';
import { customer } from './sales-invoices';

/*
 * Records as a picker route answers them: the fields their source guards (PICKER_SOURCES in domain:
 * balances, stock value) are absent for a user who lists them only for a form. A form types what it
 * picks from with these; the pages of the records, which need the read permission, keep the full
 * record. pickers.test.ts checks the optional fields against PICKER_SOURCES.
 */

export const bankAccountOption = bankAccount.partial({
  balance: true,
  openingBalance: true,
  openingDate: true,
});
export type BankAccountOption = z.infer<typeof bankAccountOption>;

export const accountOption = account.partial({ balance: true });
export type AccountOption = z.infer<typeof accountOption>;

export const customerOption = customer.partial({ balance: true, credit: true });
export type CustomerOption = z.infer<typeof customerOption>;

export const supplierOption = supplier.partial({ balance: true });
export type SupplierOption = z.infer<typeof supplierOption>;

export const productOption = product.partial({ averageCost: true, stockValue: true });
export type ProductOption = z.infer<typeof productOption>;

/**
 * A page of products. A filtered list counts its matches exactly up to 1,000 (EXACT_TOTAL_UP_TO);
 * past that `total` is an estimate and `totalIsEstimate` is true.
 */
export const productPage = paginated(productOption).extend({ totalIsEstimate: z.boolean() });
export type ProductPage = z.infer<typeof productPage>;
