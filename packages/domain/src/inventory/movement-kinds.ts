/** Every kind of stock movement; each is an append-only row with its quantity, unit cost and source. */
export const MOVEMENT_KINDS = [
  'opening',
  'adjustment',
  'stock_take',
  'receipt',
  'sale',
  'return',
  'transfer_out',
  'transfer_in',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  opening: 'Opening stock',
  adjustment: 'Adjustment',
  stock_take: 'Stock take',
  receipt: 'Goods received',
  sale: 'Sale',
  return: 'Return',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
};

export const UNITS = [
  'pcs',
  'box',
  'carton',
  'kg',
  'g',
  'litre',
  'ml',
  'metre',
  'pack',
  'dozen',
  'bag',
  'set',
] as const;
