import { z } from 'zod';
import { listQuery, orNull } from './common';
import { kenyanPhone } from './company';
import { recordStamps } from './documents';

export const branch = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  ...recordStamps,
});
export type Branch = z.infer<typeof branch>;

export const branchCreate = z.strictObject({
  name: z.string().trim().min(1).max(120),
  code: orNull(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,12}$/, 'Use up to 12 letters, digits or hyphens'),
  ),
  address: orNull(z.string().trim().max(300)),
  phone: orNull(kenyanPhone),
});
export type BranchCreate = z.infer<typeof branchCreate>;

export const branchUpdate = branchCreate.partial().extend({ isActive: z.boolean().optional() });
export type BranchUpdate = z.infer<typeof branchUpdate>;

export const branchListQuery = listQuery.extend({
  includeInactive: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
