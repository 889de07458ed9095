import { productBulkUpdate } from '@tawi/contracts';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const PRICE_MODES = ['keep', 'set', 'percent'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** What the bulk-edit dialog holds: blank means "leave as it is". */
const bulkEditFields = z.object({
  ids: z.array(z.string()),
  category: z.string(),
  priceMode: z.enum(PRICE_MODES),
  sellingPrice: z.number().optional(),
  priceChangePercent: z.number().optional(),
  minimumStock: z.number().optional(),
  taxCategory: z.enum(['', ...TAX_CATEGORY_CODES]),
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

/**
 * The dialog's schema: its fields (the price its mode needs, in the interface language), then the
 * contract's own rules on the request they make.
 */
export function bulkEditForm(t: TFunction<'inventory'>) {
  return bulkEditFields
    .superRefine((v, ctx) => {
      if (v.priceMode === 'set' && v.sellingPrice === undefined)
        ctx.addIssue({ code: 'custom', path: ['sellingPrice'], message: t('bulkEdit.enterPrice') });
      if (v.priceMode === 'percent' && v.priceChangePercent === undefined)
        ctx.addIssue({ code: 'custom', path: ['priceChangePercent'], message: t('bulkEdit.enterPercent') });
    })
    .transform((values, ctx) => {
      const checked = productBulkUpdate.safeParse(toBulkUpdate(values));
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });
}

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
