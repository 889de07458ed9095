import Box from '@mui/material/Box';
import type { VatSummaryDetail } from '@tawi/contracts';
import { COMPACT_CELLS, PHONE_ONLY } from '../../shared/documents/table-styles';
import { formatKes } from '../../shared/format';
import { column, figureColumn, SimpleTable } from '../../shared/simple-table';
import { useTaxText } from './use-tax-text';
import { taxCategoryLabel } from './vat-format';

/** An amount before VAT; on a phone, where the VAT column is left out, its VAT under it. */
function AmountAndVat({ amount, vat }: { amount: number; vat: number }) {
  const { t } = useTaxText();
  return (
    <>
      {formatKes(amount)}
      <Box component="span" sx={[PHONE_ONLY, { color: 'text.secondary', fontSize: 12 }]}>
        {t('categoryTable.vatAmount', { amount: formatKes(vat) })}
      </Box>
    </>
  );
}

interface Row {
  label: string;
  sales: number;
  outputVat: number;
  purchases: number;
  inputVat: number;
}

/** Sales and purchases before VAT and their VAT per KRA tax type (A to E), with the month's totals. */
export function VatCategoryTable({ summary: s }: { summary: VatSummaryDetail }) {
  const { t } = useTaxText();
  const total: Row = {
    label: t('common.total'),
    sales: s.totalSales,
    outputVat: s.outputVat,
    purchases: s.totalPurchases,
    inputVat: s.inputVat,
  };
  return (
    <SimpleTable<Row>
      label={t('categoryTable.label', { period: s.label })}
      sx={COMPACT_CELLS}
      rows={s.byCategory.map((c) => ({ ...c, label: taxCategoryLabel(c.category, t) }))}
      rowKey={(r) => r.label}
      total={total}
      columns={[
        column(t('categoryTable.category'), (r) => r.label),
        figureColumn(t('figures.totalSales'), (r) => <AmountAndVat amount={r.sales} vat={r.outputVat} />),
        figureColumn(t('figures.outputVat'), (r) => formatKes(r.outputVat), { hide: 'wide' }),
        figureColumn(t('figures.totalPurchases'), (r) => (
          <AmountAndVat amount={r.purchases} vat={r.inputVat} />
        )),
        figureColumn(t('figures.inputVat'), (r) => formatKes(r.inputVat), { hide: 'wide' }),
      ]}
    />
  );
}
