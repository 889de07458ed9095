import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { InventorySummary } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { column, SimpleTable } from '../../../shared/simple-table';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';

type Figures = InventorySummary['branches'][number];

const WIDE = { hide: 'wide' } as const;
const RIGHT = { align: 'right' } as const;
const qty = (header: string, of: (b: Figures) => number, more?: typeof WIDE) =>
  column(header, (b: Figures) => formatQty(of(b)), { ...RIGHT, ...more });

/** Stock figures per branch, with the company's totals. */
export function BranchStockTable({ summary }: { summary: InventorySummary }) {
  const { company } = summary;
  const { t } = useInventoryText();
  // the value at cost is absent for a role that does not see costs (costs:read)
  const costs = company.stockValue !== undefined;
  return (
    <Card component="section" aria-labelledby="by-branch-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="by-branch-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('summary.byBranch.heading')}
      </Typography>
      <SimpleTable<Figures>
        label={t('summary.byBranch.tableLabel')}
        sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        rows={summary.branches}
        rowKey={(b) => b.branchId}
        total={{ ...company, branchId: '', branchName: t('summary.byBranch.allBranches') }}
        columns={[
          column(t('summary.byBranch.branch'), (b) => b.branchName),
          qty(t('summary.byBranch.products'), (b) => b.products, WIDE),
          qty(t('summary.byBranch.units'), (b) => b.units),
          ...(costs
            ? [column(t('summary.byBranch.value'), (b: Figures) => formatKes(b.stockValue), RIGHT)]
            : []),
          qty(t('summary.byBranch.low'), (b) => b.lowStock, WIDE),
          qty(t('summary.byBranch.out'), (b) => b.outOfStock, WIDE),
        ]}
      />
    </Card>
  );
}
