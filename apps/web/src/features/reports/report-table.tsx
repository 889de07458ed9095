import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatKes } from '../../shared/format';
import { ComparedHeadCell, useComparison } from './compared-column';
import { useReportsText } from './use-reports-text';

/** A statement: an outlined table with an accessible name; wider ones scroll sideways on a phone. */
export function ReportTable({
  label,
  children,
  minWidth,
}: {
  label: string;
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}

/**
 * A financial statement's table: code, the item (`itemHeading`), the amount and, with a comparison, the
 * compared period's amount; `children` are its body rows.
 */
export function StatementTable({
  label,
  itemHeading,
  children,
}: {
  label: string;
  itemHeading: string;
  children: ReactNode;
}) {
  const { t } = useReportsText();
  return (
    <ReportTable label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.code')}</TableCell>
          <TableCell>{itemHeading}</TableCell>
          <TableCell align="right">{t('columns.amount')}</TableCell>
          <ComparedHeadCell />
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </ReportTable>
  );
}

/** A money cell, right aligned with even-width digits, on one line; blank for zero when `blankZero`. */
export function MoneyCell({
  value,
  blankZero = false,
  sx,
  ...cell
}: { value: number; blankZero?: boolean } & Omit<TableCellProps, 'children'>) {
  return (
    <TableCell
      align="right"
      sx={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...cell}
    >
      {blankZero && value === 0 ? '' : formatKes(value)}
    </TableCell>
  );
}

/** An account's name: a button that opens its general ledger, when the row is an account. */
export function AccountName({
  name,
  accountId,
  onOpen,
}: {
  name: string;
  accountId: string | null;
  onOpen?: ((accountId: string) => void) | undefined;
}) {
  const { t } = useReportsText();
  // translate="no": the company's own account name, not interface text (a translator leaves it)
  if (!accountId || !onOpen) return <span translate="no">{name}</span>;
  return (
    <Link
      translate="no"
      component="button"
      type="button"
      underline="hover"
      title={t('statement.openLedger')}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(accountId);
      }}
      sx={{ textAlign: 'left', font: 'inherit', verticalAlign: 'baseline' }}
    >
      {name}
    </Link>
  );
}

/** A heading row across the whole table ("Income", "Assets", ...), compared column included. */
export function SectionHeadingRow({ label, colSpan }: { label: string; colSpan: number }) {
  const compared = Boolean(useComparison());
  return (
    <TableRow>
      <TableCell
        colSpan={colSpan + (compared ? 1 : 0)}
        component="th"
        scope="rowgroup"
        sx={{
          fontWeight: 600,
          bgcolor: 'action.hover',
          textTransform: 'uppercase',
          fontSize: 12,
          letterSpacing: 0.5,
        }}
      >
        {label}
      </TableCell>
    </TableRow>
  );
}

/**
 * A bold row with a label and an amount in the last column ("Total income", "Net profit"); with a
 * comparison, the compared period's amount beside it.
 */
export function TotalRow({
  label,
  value,
  previous,
  colSpan,
  strong = false,
}: {
  label: string;
  value: number;
  previous?: number | undefined;
  /** Columns the label spans (the amount takes the last one). */
  colSpan: number;
  strong?: boolean;
}) {
  const compared = Boolean(useComparison());
  const sx = {
    fontWeight: 600,
    fontSize: strong ? 15 : undefined,
    borderTop: strong ? 2 : 1,
    borderColor: 'divider',
  };
  return (
    <TableRow>
      <TableCell colSpan={colSpan} component="th" scope="row" sx={sx}>
        {label}
      </TableCell>
      <MoneyCell value={value} sx={sx} />
      {compared && <MoneyCell value={previous ?? 0} sx={sx} />}
    </TableRow>
  );
}
