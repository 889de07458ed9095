import { type SupplierOption, supplierCreate } from '@tawi/contracts';
import type { z } from 'zod';
import { PARTY_CONTACT_FIELDS, partyContactValues } from '../../../shared/documents/party-contact';

/** The add/edit form: the create contract (an edit sends every field, so cleared ones are cleared). */
export const supplierForm = supplierCreate;
export type SupplierFormInput = z.input<typeof supplierForm>;
export type SupplierFormValues = z.output<typeof supplierForm>;

export const SUPPLIER_FIELDS = PARTY_CONTACT_FIELDS;

export function supplierFormValues(supplier: SupplierOption | undefined): SupplierFormInput {
  return partyContactValues(supplier, 'net_30');
}
