import type { SalesLineInput, SalesOrderInvoice } from '@tawi/contracts';
import { type Database, type Executor, invoiceLines } from '@tawi/db';
import { Money, type PaymentTermCode, todayIn } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError, fieldError, invalidState } from '../../platform/app-error';
import { auditCreate, auditUpdate } from '../../platform/audit';
import { assertRecordBranch } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { insertDraftInvoice } from './create-invoice';
import { findCustomerRow } from './customers.repo';
import { assertProducts, salesTotalsOn, toLineInput } from './invoice-lines';
import { findInvoice } from './invoices.repo';
import { issueLockedInvoice } from './issue-invoice';
import { addInvoicedQty, type LockedSalesOrder, lockSalesOrder } from './sales-order-lines';
import { findSalesOrder } from './sales-orders.repo';

type OrderLine = LockedSalesOrder['lines'][number];
interface Picked {
  line: OrderLine;
  qty: Money;
}

const remainingOf = (l: OrderLine) => Money.of(l.qty).minus(l.qtyInvoiced);
const qtyText = (m: Money) => String(Number(m.toFixed(3)));

/**
 * The order lines to invoice and how much of each: the quantities asked for, or every line's
 * remaining quantity. A line not on the order is 400; more than is left is 422 `exceeds-ordered`
 * with the remaining quantity per refused line.
 */
function pickLines(lines: readonly OrderLine[], asked: SalesOrderInvoice['lines']): Picked[] {
  if (!asked) {
    const open = lines.flatMap((line) =>
      remainingOf(line).isPositive() ? [{ line, qty: remainingOf(line) }] : [],
    );
    if (open.length === 0) throw invalidState('Everything on this order is invoiced already');
    return open;
  }
  const fields: Record<string, string> = {};
  const picked = asked.map((a, i) => {
    const line = lines.find((l) => l.lineNo === a.lineNo);
    if (!line) throw fieldError(`lines.${i}.lineNo`, `Line ${a.lineNo} is not on this order`);
    const left = remainingOf(line);
    if (Money.of(a.qty).gt(left)) fields[`lines.${i}.qty`] = `Only ${qtyText(left)} left to invoice`;
    return { line, qty: Money.of(a.qty) };
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError('exceeds-ordered', 'More than is left to invoice on the order', { fields });
  }
  return picked.sort((a, b) => a.line.lineNo - b.line.lineNo);
}

/**
 * The invoice line for part of an order line: the same price and tax; the line's discount shared
 * by quantity, rounded on the running total so the invoices' discounts add up to the order's.
 */
function invoiceLineOf({ line, qty }: Picked): SalesLineInput {
  const share = (invoiced: Money) => Money.of(line.discount).times(invoiced).dividedBy(line.qty).round();
  const before = Money.of(line.qtyInvoiced);
  return {
    ...toLineInput(line),
    qty: Number(qty.toFixed(3)),
    discount: share(before.plus(qty)).minus(share(before)).toNumber(),
  };
}

/**
 * Invoices all or part of a sales order in one transaction: the order and its lines are locked
 * first (so concurrent invoicing can never pass the ordered quantities), then the invoice INV-nnnn
 * is created with its lines pointing at the order's and issued (credit limit, stock out, posting),
 * and the invoiced quantities and the order's status follow. Returns the invoice.
 */
export async function invoiceSalesOrder(
  db: Database,
  ctx: RequestContext,
  idOrNumber: string,
  input: SalesOrderInvoice,
) {
  const found = await findSalesOrder(db, ctx.companyId, idOrNumber);
  assertRecordBranch(ctx, found);
  const customer = await findCustomerRow(db, ctx.companyId, found.customerId);
  const date = input.date ?? todayIn();
  const terms = input.paymentTerms ?? (customer.paymentTerms as PaymentTermCode);
  const id = await db.transaction(async (tx) => {
    const locked = await lockSalesOrder(tx, ctx.companyId, found.id);
    const { order } = locked;
    if (order.status === 'Canceled') throw invalidState('A canceled order cannot be invoiced');
    const picked = pickLines(locked.lines, input.lines);
    const lineInputs = picked.map(invoiceLineOf);
    await assertProducts(tx, ctx.companyId, lineInputs);
    const totals = await salesTotalsOn(tx, ctx.companyId, date, lineInputs);
    const row = await insertDraftInvoice(tx, ctx, {
      branchId: order.branchId,
      customer,
      date,
      terms,
      totals,
      notes: `Sales order ${order.orderNumber}`,
      salesOrder: { id: order.id, lineNos: picked.map((p) => p.line.lineNo) },
    });
    const { invoiceNumber } = row;
    await issueLockedInvoice(tx, ctx, row);
    const status = await addInvoicedQty(tx, locked, new Map(picked.map((p) => [p.line.lineNo, p.qty])));
    await auditCreate(tx, ctx, 'invoice', row.id, `${invoiceNumber} from ${order.orderNumber}`, input);
    await auditUpdate(tx, ctx, 'sales-order', order.id, `${order.orderNumber} ${status} (${invoiceNumber})`);
    return row.id;
  });
  return findInvoice(db, ctx.companyId, id);
}

/**
 * Takes an issued invoice's quantities back off its sales order (inside the void's transaction,
 * before any stock or journal lock): the order's status steps back to Partially Invoiced or Open.
 */
export async function releaseInvoicedQty(
  tx: Executor,
  ctx: RequestContext,
  invoice: { id: string; invoiceNumber: string; salesOrderId: string | null },
) {
  if (!invoice.salesOrderId) return;
  const locked = await lockSalesOrder(tx, ctx.companyId, invoice.salesOrderId);
  const lines = await tx
    .select({ lineNo: invoiceLines.salesOrderLineNo, qty: invoiceLines.qty })
    .from(invoiceLines)
    .where(ofCompany(invoiceLines, ctx.companyId, eq(invoiceLines.invoiceId, invoice.id)));
  const changes = new Map<number, Money>();
  for (const l of lines) {
    if (l.lineNo === null) continue;
    changes.set(l.lineNo, (changes.get(l.lineNo) ?? Money.zero()).minus(l.qty));
  }
  const status = await addInvoicedQty(tx, locked, changes);
  const summary = `${locked.order.orderNumber} ${status} (${invoice.invoiceNumber} voided)`;
  await auditUpdate(tx, ctx, 'sales-order', locked.order.id, summary);
}
