import { MONEY_SLOTS } from '../documents/input-slots';

/**
 * Short builders for `FormFields` entries that recur across forms: a date, a number, a KES amount.
 * `extra` adds the field's other props (required, helper text, ...); the list checks `name` against the form.
 */
export function dateField<N extends string, X extends object = object>(name: N, label: string, extra?: X) {
  return { kind: 'date' as const, name, label, ...(extra as X) };
}

/** A number field (`extra`: its helper text, slots, ...). */
export function numberField<N extends string, X extends object = object>(name: N, label: string, extra?: X) {
  return { kind: 'number' as const, name, label, ...(extra as X) };
}

/** A KES amount field: a number with the money slots (KES adornment, 2 decimals). */
export function moneyField<N extends string, X extends object = object>(name: N, label: string, extra?: X) {
  return numberField(name, label, { slotProps: MONEY_SLOTS, ...(extra as X) });
}
