import { pinBusinessClock, todayIn } from '@tawi/domain';

/**
 * Server tests run on a pinned business clock (vitest setupFiles): 25 November 2026, 10:00 in Nairobi.
 * Dates in tests (a bill due on the 10th, a payroll for October, a statement "not after today") then mean
 * the same on any day the suite runs. Dates a test derives should still come from `PINNED_TODAY`.
 */
export const PINNED_NOW = new Date('2026-11-25T07:00:00Z');
pinBusinessClock(PINNED_NOW);

/** The pinned business date in Nairobi: '2026-11-25'. */
export const PINNED_TODAY = todayIn('Africa/Nairobi', PINNED_NOW);
