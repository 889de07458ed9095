import type { Database } from '@tawi/db';
import { formatKes } from '@tawi/domain';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, drawTable, drawTotals, renderPdf } from '../../platform/pdf';
import { drawParty } from '../../platform/pdf-parts';
import { drawStatementLines, statementPeriod } from '../../platform/pdf-statement';
import type { RequestContext } from '../../platform/request-context';
import { customerStatement } from './customer-statement';
import { findCustomerRow } from './customers.repo';
import { drawPaymentInstructions, sellerProfileOf } from './sales-pdfs-parts';

/** The customer statement: opening balance, documents with a running balance, aging, how to pay. */
export async function customerStatementPdf(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  q: { from?: string | undefined; to?: string | undefined },
) {
  const statement = await customerStatement(db, ctx.companyId, customerId, q);
  const customer = await findCustomerRow(db, ctx.companyId, customerId);
  const seller = await sellerProfileOf(db, ctx.companyId);
  const { labels } = seller;
  const words = labels.statement;
  const pdf = await renderPdf(`Statement ${statement.customerName}`, (doc) => {
    drawLetterhead(doc, seller.head, words.title, [
      [words.customer, statement.customerName],
      [words.period, statementPeriod(statement)],
    ]);
    drawParty(doc, words.statementFor, customer);
    drawStatementLines(doc, statement, words);
    const a = statement.aging;
    drawTable(
      doc,
      [words.current, words.days1to30, words.days31to60, words.days61to90, words.over90, labels.total],
      [[a.current, a.days1to30, a.days31to60, a.days61to90, a.over90, a.total].map((n) => formatKes(n))],
      [0, 1, 2, 3, 4, 5],
    );
    drawTotals(doc, [[words.balanceDue, formatKes(statement.closingBalance), true]]);
    if (statement.closingBalance > 0) {
      const reference = statement.customerName.slice(0, 20);
      drawPaymentInstructions(doc, seller.paymentInstructions, reference, labels);
    }
  });
  return {
    pdf,
    filename: documentFileName(['Statement', statement.customerName, statement.to], 'pdf'),
  };
}
