import { MOVES_STOCK, POSTS_TO_LEDGER } from './resources';

/** The API reference's group of the customer documents' routes. */
export const salesTags = ['customers'];

/**
 * What an issued invoice changes (and its void, back): the invoices, the customer's balance, the books,
 * the stock of its products and the VAT of its month.
 */
export const POSTS_A_SALE = [
  'invoices',
  'customers',
  ...POSTS_TO_LEDGER,
  ...MOVES_STOCK,
  'vat-summaries',
] as const;
