import type { AttentionItem, AttentionKind } from '@tawi/contracts';
import type { Executor } from '@tawi/db';
import { businessNow } from '@tawi/domain';
import type { RequestContext } from '../../../platform/request-context';
import type { ReportRange } from '../report-range';
import { failedEmails, failedEtims, transfersLongInTransit } from './dashboard.repo';

/** Transfers in transit longer than this need a look. */
const TRANSIT_DAYS = 3;

/** The web page (path) that lists each kind of item. */
const LINKS: Record<AttentionKind, string> = {
  'overdue-invoices': '/dashboard/invoices?overdue=true',
  'bills-due-this-week': '/dashboard/bills?status=Unpaid',
  'transfers-in-transit': '/dashboard/transfers',
  'failed-emails': '/dashboard/settings/outbox?status=failed',
  'failed-etims': '/dashboard/settings/etims',
  'low-stock': '/dashboard/inventory-summary',
};

/** Counts already known from the KPIs (undefined: the role does not see them). */
export interface KnownCounts {
  overdueInvoices?: number | undefined;
  billsDue?: number | undefined;
  lowStock?: number | undefined;
}

/**
 * What needs acting on, in the branches of the range, each kind only for the roles that may act on it
 * (`stockControl:read` for transfers, `settings:read` for the mail and eTIMS outboxes) and only with a
 * count above zero: overdue invoices, bills due within a week, transfers dispatched more than 3 days ago
 * and not yet received, emails and eTIMS submissions that failed, products low on stock.
 */
export async function attentionOf(
  db: Executor,
  ctx: RequestContext,
  range: ReportRange,
  known: KnownCounts,
): Promise<AttentionItem[]> {
  const sees = (p: 'stockControl:read' | 'settings:read') => ctx.permissions.has(p);
  const since = new Date(businessNow().getTime() - TRANSIT_DAYS * 86_400_000);
  const [transit, emails, etims] = await Promise.all([
    sees('stockControl:read') ? transfersLongInTransit(db, ctx.companyId, range, since) : undefined,
    sees('settings:read') ? failedEmails(db, ctx.companyId) : undefined,
    sees('settings:read') ? failedEtims(db, ctx.companyId, range) : undefined,
  ]);
  const counts: Array<[AttentionKind, number | undefined]> = [
    ['overdue-invoices', known.overdueInvoices],
    ['bills-due-this-week', known.billsDue],
    ['transfers-in-transit', transit],
    ['failed-emails', emails],
    ['failed-etims', etims],
    ['low-stock', known.lowStock],
  ];
  return counts.flatMap(([kind, count]) => (count ? [{ kind, count, link: LINKS[kind] }] : []));
}
