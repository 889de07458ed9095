import { type SupplierOption, supplierCreate } from '@tawi/contracts';
import type { z } from 'zod';

/** The add/edit form: the create contract (an edit sends every field, so cleared ones are cleared). */
export const supplierForm = supplierCreate;
export type SupplierFormInput = z.input<typeof supplierForm>;
export type SupplierFormValues = z.output<typeof supplierForm>;

export const SUPPLIER_FIELDS = [
  'name',
  'contactName',
  'email',
  'phone',
  'kraPin',
  'address',
  'paymentTerms',
  'notes',
  'isActive',
] as const;

export function supplierFormValues(supplier: SupplierOption | undefined): SupplierFormInput {
  return {
    name: supplier?.name ?? '',
    contactName: supplier?.contactName ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    kraPin: supplier?.kraPin ?? '',
    address: supplier?.address ?? '',
    paymentTerms: supplier?.paymentTerms ?? 'net_30',
    notes: supplier?.notes ?? '',
    isActive: supplier?.isActive ?? true,
  };
}
