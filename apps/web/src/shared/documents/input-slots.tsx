import InputAdornment from '@mui/material/InputAdornment';

/** A KES amount: 2 decimals, the numeric keypad on a phone. */
export const MONEY_SLOTS = {
  input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> },
  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' as const },
};

/** A KES amount that may be below zero (an overdrawn account's balance). */
export const SIGNED_MONEY_SLOTS = { input: MONEY_SLOTS.input, htmlInput: { step: 0.01 } };

/** A quantity: up to 3 decimals. */
export const QTY_SLOTS = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' as const } };

/** A select whose empty choice ("All statuses") shows as a value, not a blank. */
export const ALL_OPTION_SLOTS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
