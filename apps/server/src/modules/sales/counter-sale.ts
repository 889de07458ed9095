import type { CounterPayment, CounterSaleCreate } from '@tawi/contracts';
import type { Database, Executor } from '@tawi/db';
import { Money } from '@tawi/domain';
import { AppError, fieldError } from '../../platform/app-error';
import { scopedBranchId } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { counterInvoiceLines, explainStockShortage } from './counter-sale-lines';
import { lockCounter, paidIntoAccount, walkInCustomer } from './counter-settings';
import { createInvoiceIn } from './create-invoice';
import { findInvoice } from './invoices.repo';
import { findReceipt } from './receipts.repo';
import { receivePaymentIn } from './receive-payment';

/** The payments must come to the invoice's total: short is 422 `payment-short`, over is a 400. */
function assertPaysTotal(payments: readonly CounterPayment[], total: string) {
  const paid = Money.sum(payments.map((p) => Money.of(p.amount)));
  if (paid.lt(total)) {
    const short = Money.of(total).minus(paid).toFixed();
    throw new AppError(
      'payment-short',
      `The payments are ${short} short of the total ${Money.of(total).toFixed()}`,
      {
        total: Number(total),
        paid: paid.toNumber(),
        short: Number(short),
        fields: { payments: `${short} short` },
      },
    );
  }
  if (paid.gt(total)) {
    const over = paid.minus(total).toFixed();
    throw fieldError(
      'payments',
      `The payments are ${over} more than the total: give change from the cash tendered`,
    );
  }
}

/** Change handed back: the cash tendered less the cash part of the payments. */
function changeOf(payments: readonly CounterPayment[], tendered: number | undefined) {
  if (tendered === undefined) return 0;
  const cash = Money.sum(payments.filter((p) => p.method === 'cash').map((p) => Money.of(p.amount)));
  return cash.isZero() ? 0 : Money.of(tendered).minus(cash).toNumber();
}

/** A refusal about the receipt's reference, moved onto the payment's field. */
function onPayment(error: unknown, i: number): unknown {
  if (!(error instanceof AppError) || error.code !== 'duplicate-reference') return error;
  return new AppError(error.code, error.message, {
    ...error.details,
    fields: { [`payments.${i}.reference`]: error.message },
  });
}

/** Takes one receipt per payment against the invoice, into each method's account. */
async function takePayments(
  tx: Executor,
  ctx: RequestContext,
  counter: Awaited<ReturnType<typeof lockCounter>>,
  sale: { customerId: string; invoiceId: string; payments: readonly CounterPayment[] },
) {
  const ids: string[] = [];
  for (const [i, p] of sale.payments.entries()) {
    const field = `payments.${i}.bankAccountId`;
    const bankAccountId = await paidIntoAccount(tx, ctx.companyId, counter, p.method, p.bankAccountId, field);
    const receipt = await receivePaymentIn(tx, ctx, counter.branchId, {
      customerId: sale.customerId,
      amount: p.amount,
      paymentMethod: p.method,
      reference: p.reference ?? null,
      bankAccountId,
      notes: 'Counter sale',
      invoices: [{ invoiceId: sale.invoiceId, amount: p.amount }],
    }).catch((e: unknown) => {
      throw onPayment(e, i);
    });
    ids.push(receipt.id);
  }
  return ids;
}

/**
 * A sale at the counter (API.md "Daily work"), one transaction: the invoice is issued to the customer
 * (default the branch's walk-in customer) exactly as an invoice is (posting, stock out, eTIMS queued),
 * then each payment becomes a receipt paying it. Payments short of the total: 422 `payment-short`,
 * nothing written. Cash tendered over the cash part comes back as `change`.
 */
export async function sellAtCounter(db: Database, ctx: RequestContext, input: CounterSaleCreate) {
  const branchId = scopedBranchId(ctx, input.branchId);
  const result = await db.transaction(async (tx) => {
    const counter = await lockCounter(tx, ctx.companyId, branchId);
    const customerId = input.customerId ?? (await walkInCustomer(tx, ctx, counter));
    const { invoiceLines, byId } = await counterInvoiceLines(tx, ctx.companyId, input.lines);
    const invoice = await createInvoiceIn(tx, ctx, branchId, {
      customerId,
      branchId,
      paymentTerms: 'due_on_receipt',
      status: 'Unpaid',
      notes: 'Counter sale',
      lines: invoiceLines,
    }).catch(async (e: unknown) => {
      throw await explainStockShortage(tx, ctx.companyId, branchId, e, input.lines, byId);
    });
    assertPaysTotal(input.payments, invoice.total);
    const receiptIds = await takePayments(tx, ctx, counter, {
      customerId,
      invoiceId: invoice.id,
      payments: input.payments,
    });
    return { invoiceId: invoice.id, receiptIds };
  });
  return {
    invoice: await findInvoice(db, ctx.companyId, result.invoiceId),
    receipts: await Promise.all(result.receiptIds.map((id) => findReceipt(db, ctx.companyId, id))),
    change: changeOf(input.payments, input.tendered),
  };
}
