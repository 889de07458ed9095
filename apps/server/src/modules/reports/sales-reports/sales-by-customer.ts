import { customerSales } from '../../sales';
import type { TableReportLoader } from '../tables/table-report';

/** API.md `sales-by-customer`: net sales (pre-tax, after voids and credit notes), VAT and total per customer. */
export const salesByCustomer: TableReportLoader<unknown, ReturnType<typeof toSalesRow>> = async ({
  db,
  ctx,
  range,
}) => {
  const sales = await customerSales(db, ctx.companyId, range);
  return { rows: sales.map(toSalesRow) };
};

export function toSalesRow(s: Awaited<ReturnType<typeof customerSales>>[number]) {
  return {
    customerId: s.customerId,
    customerName: s.customerName,
    invoices: s.invoices,
    netSales: s.netSales.toNumber(),
    tax: s.tax.toNumber(),
    total: s.netSales.plus(s.tax).toNumber(),
  };
}
