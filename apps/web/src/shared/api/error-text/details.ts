import { formatDate, formatKes, formatNumber } from '@tawi/domain';

/** An error's `details` as the API sends them: figures and names, any shape. */
export type Details = Readonly<Record<string, unknown>>;

/** A text detail ('sku', 'branchName'), or undefined when absent or not text. */
export function textOf(details: Details, name: string): string | undefined {
  const value = details[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A numeric detail (a number or a decimal string, as the API sends quantities), or undefined. */
export function numberOf(details: Details, name: string): number | undefined {
  const value = details[name];
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** An amount of money detail as the app shows money: 'KES 1,250.00'. */
export function moneyOf(details: Details, name: string): string | undefined {
  const n = numberOf(details, name);
  return n === undefined ? undefined : formatKes(n);
}

/** A quantity detail with up to 3 decimals and no trailing zeros: '12', '2.5', '1,200'. */
export function quantityOf(details: Details, name: string): string | undefined {
  const n = numberOf(details, name);
  return n === undefined ? undefined : formatNumber(n, 3).replace(/\.?0+$/, '');
}

/** A calendar date detail ('2026-03-05') as the app shows dates: '05 Mar 2026'. */
export function dateOf(details: Details, name: string): string | undefined {
  const value = textOf(details, name);
  return value === undefined ? undefined : formatDate(value);
}

/** A nested detail object (`usedBy: { number }`), or empty details. */
export function detailsIn(details: Details, name: string): Details {
  const value = details[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
}
