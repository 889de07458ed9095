import { type CustomerOption, customerCreate } from '@tawi/contracts';
import type { z } from 'zod';

/** The add/edit form: the create contract (an edit sends every field, so cleared ones are cleared). */
export const customerForm = customerCreate;
export type CustomerFormInput = z.input<typeof customerForm>;
export type CustomerFormValues = z.output<typeof customerForm>;

export const CUSTOMER_FIELDS = [
  'name',
  'contactName',
  'email',
  'phone',
  'kraPin',
  'address',
  'paymentTerms',
  'creditLimit',
  'notes',
  'withholdingVatAgent',
  'isActive',
] as const;

export function customerFormValues(c: CustomerOption | undefined): CustomerFormInput {
  return {
    name: c?.name ?? '',
    contactName: c?.contactName ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    kraPin: c?.kraPin ?? '',
    address: c?.address ?? '',
    paymentTerms: c?.paymentTerms ?? 'due_on_receipt',
    creditLimit: c?.creditLimit ?? null,
    notes: c?.notes ?? '',
    withholdingVatAgent: c?.withholdingVatAgent ?? false,
    isActive: c?.isActive ?? true,
  };
}
