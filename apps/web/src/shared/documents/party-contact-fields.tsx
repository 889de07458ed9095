import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FieldGrid, FULL_ROW, WIDE_MULTILINE } from '../form/field-grid';
import { FormFields } from '../form/form-fields';
import { FormDialog, type FormDialogProps } from '../form-dialog';
import { contactControl, type PartyContact } from './party-contact';
import { PAYMENT_TERM_OPTIONS } from './payment-labels';

export interface PartyContactLabels {
  name: string;
  contactPerson: string;
  paymentTerms: string;
  phone: string;
  phoneHelp: string;
  email: string;
  kraPin: string;
  address: string;
  notes: string;
}

const CONTACT_KEYS = [
  'name',
  'contactPerson',
  'paymentTerms',
  'phone',
  'phoneHelp',
  'email',
  'kraPin',
  'address',
] as const;
type ContactKey = (typeof CONTACT_KEYS)[number];

/** The labels from an area's texts under `prefix` (`name`, `contactPerson` ... `address`), and the notes'. */
export function contactLabels<P extends string>(
  t: (key: `${P}.${ContactKey}`) => string,
  prefix: P,
  notes: string,
): PartyContactLabels {
  const labels = Object.fromEntries(CONTACT_KEYS.map((key) => [key, t(`${prefix}.${key}`)]));
  return { ...(labels as Record<ContactKey, string>), notes };
}

export interface PartyContactFieldsProps {
  /** The form's control, seen through the contact fields it holds (see `contactControl`). */
  control: Control<PartyContact>;
  labels: PartyContactLabels;
  namePlaceholder: string;
  /** The party's own fields, between the KRA PIN and the address (a credit limit, the Active switch). */
  children: ReactNode;
}

/**
 * A customer's or supplier's contact fields in a two-column `FieldGrid`: name, contact person, terms,
 * phone, email and KRA PIN; then the party's own fields; then address and notes.
 */
export function PartyContactFields({ control, labels, namePlaceholder, children }: PartyContactFieldsProps) {
  return (
    <>
      <FormFields
        control={control}
        fields={[
          {
            name: 'name',
            label: labels.name,
            required: true,
            autoFocus: true,
            placeholder: namePlaceholder,
            sx: FULL_ROW,
          },
          { name: 'contactName', label: labels.contactPerson },
          { name: 'paymentTerms', label: labels.paymentTerms, options: PAYMENT_TERM_OPTIONS, required: true },
          {
            name: 'phone',
            label: labels.phone,
            type: 'tel',
            placeholder: '+254 712 345 678',
            helperText: labels.phoneHelp,
          },
          { name: 'email', label: labels.email, type: 'email' },
          {
            name: 'kraPin',
            label: labels.kraPin,
            placeholder: 'P051234567X',
            slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } },
          },
        ]}
      />
      {children}
      <FormFields
        control={control}
        fields={[
          { name: 'address', label: labels.address, ...WIDE_MULTILINE },
          { name: 'notes', label: labels.notes, ...WIDE_MULTILINE },
        ]}
      />
    </>
  );
}

/**
 * The add/edit dialog of a customer or supplier: `PartyContactFields` in two columns, over the form's
 * `control` (a form holding the contact fields) and `dialog` (from `useRecordDialogForm`).
 */
export function PartyFormDialog<T extends FieldValues & { [K in keyof PartyContact]?: unknown }, TOut>({
  dialog,
  control,
  ...fields
}: Omit<PartyContactFieldsProps, 'control'> & {
  dialog: Omit<FormDialogProps, 'children'>;
  control: Control<T, unknown, TOut>;
}) {
  return (
    <FormDialog {...dialog} maxWidth="md">
      <FieldGrid columns="1fr 1fr" padTop>
        <PartyContactFields control={contactControl(control)} {...fields} />
      </FieldGrid>
    </FormDialog>
  );
}
