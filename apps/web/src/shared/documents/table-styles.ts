/** Shared looks of the small tables on detail pages. */

/** A column left out on a phone. */
export const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** A column left out below a desk. */
export const DESK = { display: { xs: 'none', md: 'table-cell' } } as const;
/** A line shown under a cell's main text on a phone only (what the hidden columns said). */
export const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** Amounts and quantities: on one line, digits of even width. */
export const NUM = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** Narrower cell padding on a phone, so three or four columns fit. */
export const COMPACT_CELLS = { '& th, & td': { px: { xs: 1, sm: 2 } } } as const;
/** A column shown on a phone only, standing in for hidden ones. */
export const PHONE_CELL = { display: { xs: 'table-cell', sm: 'none' } } as const;
