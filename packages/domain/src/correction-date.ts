/**
 * The business date of a correction of a document (a void, reversal, refund or cancel): the date
 * asked for, else today (or the document's own date when that is later, so a document dated ahead
 * can still be voided without a date). Null when the date asked for is before the document's date:
 * a correction cannot come before what it corrects.
 */
export function correctionDate(
  documentDate: string,
  today: string,
  requested?: string | null | undefined,
): string | null {
  if (requested) return requested < documentDate ? null : requested;
  return today > documentDate ? today : documentDate;
}
