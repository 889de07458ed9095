import { productBulkUpdate } from '@tawi/contracts';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { z } from 'zod';

export const PRICE_MODES = ['keep', 'set', 'percent'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** What the bulk-edit dialog holds: blank means "leave as it is". */
const bulkEditFields = z
  .object({
    ids: z.array(z.string()),
    category: z.string(),
    priceMode: z.enum(PRICE_MODES),
    sellingPrice: z.number().optional(),
    priceChangePercent: z.number().optional(),
    minimumStock: z.number().optional(),
    taxCategory: z.enum(['', ...TAX_CATEGORY_CODES]),
  })
  .superRefine((v, ctx) => {
    if (v.priceMode === 'set' && v.sellingPrice === undefined)
      ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: 'Enter the new price' });
    if (v.priceMode === 'percent' && v.priceChangePercent === undefined)
      ctx.addIssue({ code: 'custom', path: ['priceChangePercent'], message: 'Enter the change in %' });
  });

export type BulkEditInput = z.input<typeof bulkEditFields>;

/** The request for the dialog's values: only the changes asked for. */
export function toBulkUpdate(v: z.output<typeof bulkEditFields>) {
  return {
    ids: v.ids,
    category: v.category.trim() || undefined,
    sellingPrice: v.priceMode === 'set' ? v.sellingPrice : undefined,
    priceChangePercent: v.priceMode === 'percent' ? v.priceChangePercent : undefined,
    minimumStock: v.minimumStock,
    taxCategory: v.taxCategory || undefined,
  };
}

/** The dialog's schema: its fields, then the contract's own rules on the request they make. */
export const bulkEditForm = bulkEditFields.transform((values, ctx) => {
  const checked = productBulkUpdate.safeParse(toBulkUpdate(values));
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const BULK_EDIT_FIELDS = [
  'ids',
  'category',
  'sellingPrice',
  'priceChangePercent',
  'minimumStock',
  'taxCategory',
] as const;

export function bulkEditValues(ids: string[]): BulkEditInput {
  return { ids, category: '', priceMode: 'keep', taxCategory: '' };
}
