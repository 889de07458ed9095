import type { Database } from '@tawi/db';
import { formatDate, formatKes } from '@tawi/domain';
import { documentFileName } from '../../platform/document-file-name';
import { drawLetterhead, drawTable, drawTotals, renderPdf } from '../../platform/pdf';
import type { RequestContext } from '../../platform/request-context';
import { customerStatement } from './customer-statement';
import { findCustomerRow } from './customers.repo';
import { drawParty, drawPaymentInstructions, sellerProfileOf } from './sales-pdfs-parts';

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
  const pdf = await renderPdf(`Statement ${statement.customerName}`, (doc) => {
    drawLetterhead(doc, seller.head, 'CUSTOMER STATEMENT', [
      ['Customer', statement.customerName],
      ['Period', `${formatDate(statement.from)} - ${formatDate(statement.to)}`],
    ]);
    drawParty(doc, 'Statement for', customer);
    drawTable(
      doc,
      ['Date', 'Type', 'Number', 'Description', 'Debit', 'Credit', 'Balance'],
      [
        ['', '', '', 'Opening balance', '', '', formatKes(statement.openingBalance)],
        ...statement.lines.map((l) => [
          formatDate(l.date),
          l.type,
          l.number,
          l.description,
          l.debit ? formatKes(l.debit) : '',
          l.credit ? formatKes(l.credit) : '',
          formatKes(l.balance),
        ]),
      ],
      [4, 5, 6],
    );
    const a = statement.aging;
    drawTable(
      doc,
      ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days', 'Total'],
      [[a.current, a.days1to30, a.days31to60, a.days61to90, a.over90, a.total].map((n) => formatKes(n))],
      [0, 1, 2, 3, 4, 5],
    );
    drawTotals(doc, [['Balance due', formatKes(statement.closingBalance), true]]);
    if (statement.closingBalance > 0) {
      drawPaymentInstructions(doc, seller.paymentInstructions, statement.customerName.slice(0, 20));
    }
  });
  return {
    pdf,
    filename: documentFileName(['Statement', statement.customerName, statement.to], 'pdf'),
  };
}
