/**
 * The instant business dates are read from ("today" in a company's time zone, due and overdue, the
 * default date of a document). It is the real time, unless pinned: the server tests pin it, so a test
 * that dates a document on 10 November means the same thing whatever day it runs (timestamps such as
 * `createdAt` and session expiry keep the real clock).
 */
let pinned: Date | undefined;

export function businessNow(): Date {
  return pinned ? new Date(pinned.getTime()) : new Date();
}

/** Pins business time at `at` (undefined: back to the real clock). */
export function pinBusinessClock(at: Date | undefined): void {
  pinned = at && new Date(at.getTime());
}
