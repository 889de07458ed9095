import { addDays, isIsoDate } from '../dates';
import { Money, type MoneyInput } from '../money';

/** SPEC's customer tiers, best first. */
export const CUSTOMER_TIERS = ['Platinum', 'Gold', 'Silver'] as const;
export type CustomerTier = (typeof CUSTOMER_TIERS)[number];

/** Net sales (KES, pre-tax) over the tier window from which a customer is Platinum, then Gold. */
export const TIER_THRESHOLDS = { Platinum: 1_000_000, Gold: 250_000 } as const;

/**
 * A customer's tier from their net sales (pre-tax, after voids and credit notes) over the twelve months
 * ending on the day it is read (`tierWindow`): Platinum from 1,000,000, Gold from 250,000, Silver for any
 * other positive figure; none (null) without net sales in those months.
 */
export function customerTier(netSales: MoneyInput): CustomerTier | null {
  const net = Money.of(netSales);
  if (net.gte(TIER_THRESHOLDS.Platinum)) return 'Platinum';
  if (net.gte(TIER_THRESHOLDS.Gold)) return 'Gold';
  return net.isPositive() ? 'Silver' : null;
}

/** The twelve months a tier reads, ending on `asOf` (both days inclusive): 2025-11-26..2026-11-25. */
export function tierWindow(asOf: string): { from: string; to: string } {
  const sameDay = `${String(Number(asOf.slice(0, 4)) - 1).padStart(4, '0')}${asOf.slice(4)}`;
  // from 29 Feb, the year before has no such day: the window starts the day after 28 Feb
  const yearBefore = isIsoDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
  return { from: addDays(yearBefore, 1), to: asOf };
}
