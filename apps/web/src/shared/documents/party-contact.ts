import type { PaymentTermCode } from '@tawi/domain';
import type { Control, FieldValues } from 'react-hook-form';
import { textValues } from '../form/text-values';

/** What a customer and a supplier both hold: who they are, how to reach them, their terms. */
export interface PartyContact {
  name: string;
  contactName?: string | null;
  email?: string | null;
  phone?: string | null;
  kraPin?: string | null;
  address?: string | null;
  paymentTerms: PaymentTermCode;
  notes?: string | null;
  isActive: boolean;
}

/** The contact fields a server validation error may name. */
export const PARTY_CONTACT_FIELDS = [
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

/** The contact part of an add/edit form: the party's values, or empty ones (and `terms`) for a new one. */
export function partyContactValues(party: Partial<PartyContact> | undefined, terms: PaymentTermCode) {
  return {
    ...textValues(party, ['name', 'contactName', 'email', 'phone', 'kraPin', 'address', 'notes']),
    paymentTerms: party?.paymentTerms ?? terms,
    isActive: party?.isActive ?? true,
  };
}

/**
 * A customer's or supplier's form control, seen as one over just the contact fields it holds, for
 * `PartyContactFields`. (react-hook-form types a control by the whole form, so one built for a
 * customer is not a control of "some form with these fields" without this view.)
 */
export function contactControl<T extends FieldValues & { [K in keyof PartyContact]?: unknown }, TOut>(
  control: Control<T, unknown, TOut>,
): Control<PartyContact> {
  return control as unknown as Control<PartyContact>;
}
