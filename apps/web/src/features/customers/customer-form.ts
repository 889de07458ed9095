import { type CustomerOption, customerCreate } from '@tawi/contracts';
import type { z } from 'zod';
import { PARTY_CONTACT_FIELDS, partyContactValues } from '../../shared/documents/party-contact';

/** The add/edit form: the create contract (an edit sends every field, so cleared ones are cleared). */
export const customerForm = customerCreate;
export type CustomerFormInput = z.input<typeof customerForm>;
export type CustomerFormValues = z.output<typeof customerForm>;

export const CUSTOMER_FIELDS = [...PARTY_CONTACT_FIELDS, 'creditLimit', 'withholdingVatAgent'] as const;

export function customerFormValues(c: CustomerOption | undefined): CustomerFormInput {
  return {
    ...partyContactValues(c, 'due_on_receipt'),
    creditLimit: c?.creditLimit ?? null,
    withholdingVatAgent: c?.withholdingVatAgent ?? false,
  };
}
