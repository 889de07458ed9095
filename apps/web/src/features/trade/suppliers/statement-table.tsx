import Box from '@mui/material/Box';
import type { SupplierStatement } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import { RunningBalanceTable, type StatementColumn } from '../../../shared/documents/running-balance-table';
import { DESK, WIDE } from '../../../shared/documents/table-styles';
import { formatDate, formatNumber } from '../../../shared/format';

type Line = SupplierStatement['lines'][number];

const TYPE_LABELS: Record<Line['type'], string> = {
  bill: 'Bill',
  payment: 'Payment',
  refund: 'Refund',
  void: 'Void',
};

const COLUMNS: StatementColumn<Line>[] = [
  { header: 'Type', sx: WIDE, cell: (l) => TYPE_LABELS[l.type] },
  { header: 'Description', sx: DESK, cell: (l) => l.description },
];

/**
 * Bills credit what is owed, payments debit it; the balance runs down the last column. On a phone
 * the date and type go under the number and one signed amount (+ billed, - paid) stands for debit and credit.
 */
export function StatementTable({ statement, label }: { statement: SupplierStatement; label: string }) {
  return (
    <RunningBalanceTable
      statement={statement}
      label={label}
      sx={{ borderRadius: 3 }}
      document={{
        header: 'Number',
        cell: (l) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {l.number}
          </Box>
        ),
      }}
      phoneCaption={(l) => `${formatDate(l.date)} · ${TYPE_LABELS[l.type]}`}
      columns={COLUMNS}
      amountHeaders={['Debit', 'Credit', 'KES']}
      phoneAmount={(l) => formatNumber(Money.of(l.credit).minus(l.debit))}
    />
  );
}
