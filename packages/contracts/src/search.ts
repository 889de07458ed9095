import { z } from 'zod';

/** What a search result is: a document by its number, a contact, a product or an employee. */
export const SEARCH_KINDS = [
  'invoice',
  'estimate',
  'sales-order',
  'credit-note',
  'receipt',
  'purchase-order',
  'bill',
  'payment',
  'customer',
  'supplier',
  'product',
  'employee',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** At least 2 characters (one matches too much to be useful). */
export const searchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
});

/** One match: `label` (number or name), `detail` (who, what), `link` the web page that shows it. */
export const searchItem = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  link: z.string(),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchResult = z.object({ items: z.array(searchItem) });
export type SearchResult = z.infer<typeof searchResult>;
