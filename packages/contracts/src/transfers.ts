import { TRANSFER_STATUSES } from '@tawi/domain';
import { z } from 'zod';
import { atCost, blankToUndefined, isoDate, issueAt, listQuery } from './common';
import { correctionBody, correctionDate } from './corrections';
import { optionalUuid, positiveQty, qty } from './quantities';
import { namedRef } from './record-fields';

export const transferCreate = z.strictObject({
  fromBranchId: optionalUuid,
  toBranchId: z.uuid({ message: 'Choose the branch to send to' }),
  items: z
    .array(z.strictObject({ sku: z.string().trim().min(1).max(60), qty: positiveQty }))
    .min(1, 'Add at least one item')
    .max(500)
    .refine((items) => new Set(items.map((i) => i.sku.toLowerCase())).size === items.length, 'Each sku once'),
  notes: z.preprocess(blankToUndefined, z.string().trim().max(1000).optional()),
});
export type TransferCreate = z.infer<typeof transferCreate>;

/** Dispatching or receiving a transfer (`date`: the stock's and the entry's date, see correctionDate). */
export const transferMove = z.strictObject({ date: correctionDate });
/**
 * Receiving a transfer: without `lines` everything still in transit arrives. With `lines`, per
 * product what arrived now (`qty`) and what is written off as lost (`writeOff`, posted from stock
 * in transit to stock adjustments; `reason` required); what is left stays in transit, receivable later.
 */
export const transferReceive = z
  .strictObject({
    date: correctionDate,
    lines: z
      .array(z.strictObject({ productId: z.uuid(), qty: qty.default(0), writeOff: qty.default(0) }))
      .min(1)
      .max(500)
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, 'Each product once')
      .optional(),
    reason: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.lines?.some((l) => l.writeOff > 0) && !body.reason)
      issueAt(ctx, ['reason'], 'Say why stock is written off');
    if (body.lines?.every((l) => l.qty === 0 && l.writeOff === 0))
      issueAt(ctx, ['lines'], 'Receive or write off at least one quantity');
  });
export type TransferReceive = z.infer<typeof transferReceive>;

/** Canceling a transfer: stock in transit goes back to the source on `date`. */
export const transferCancel = correctionBody;

/** A branch stock can be sent to: every active branch of the company, also ones the sender is not assigned to. */
export const transferDestination = z.object({ id: z.string(), name: z.string() });
export type TransferDestination = z.infer<typeof transferDestination>;

export const transferItem = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  unitCost: atCost(z.number().nullable()),
  value: atCost(z.number().nullable()),
  receivedQty: z.number(),
  writtenOffQty: z.number(),
  /** Still in transit: qty - received - written off (of a dispatched transfer). */
  inTransitQty: z.number(),
  writeOffReason: z.string().nullable(),
});

export const transfer = z.object({
  id: z.string(),
  transferNumber: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  ...namedRef('fromBranch'),
  ...namedRef('toBranch'),
  items: z.array(transferItem),
  totalQty: z.number(),
  totalValue: atCost(z.number().nullable()),
  notes: z.string().nullable(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  dispatchedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Transfer = z.infer<typeof transfer>;

export const transferListQuery = listQuery.extend({
  branchId: optionalUuid,
  direction: z.preprocess(blankToUndefined, z.enum(['incoming', 'outgoing']).optional()),
  status: z.preprocess(blankToUndefined, z.enum(TRANSFER_STATUSES).optional()),
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});
export type TransferListQuery = z.infer<typeof transferListQuery>;
