import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReportSection } from '@tawi/contracts';
import { useComparison } from './compared-column';
import { AccountName, MoneyCell, SectionHeadingRow, TotalRow } from './report-table';

export interface StatementSectionProps {
  title: string;
  totalLabel: string;
  section: ReportSection;
  onOpenAccount?: ((accountId: string) => void) | undefined;
}

/** Code | Account | Amount (| Previous) rows of one section, between its heading and its total. */
export function StatementSection({ title, totalLabel, section, onOpenAccount }: StatementSectionProps) {
  const compared = Boolean(useComparison());
  return (
    <>
      <SectionHeadingRow label={title} colSpan={3} />
      {section.rows.map((row) => (
        <TableRow
          key={row.accountId ?? row.accountName}
          hover={Boolean(row.accountId && onOpenAccount)}
          onClick={row.accountId && onOpenAccount ? () => onOpenAccount(row.accountId ?? '') : undefined}
          sx={{ cursor: row.accountId && onOpenAccount ? 'pointer' : undefined }}
        >
          <TableCell sx={{ width: 90, color: 'text.secondary' }}>{row.accountCode ?? ''}</TableCell>
          <TableCell>
            <AccountName name={row.accountName} accountId={row.accountId} onOpen={onOpenAccount} />
          </TableCell>
          <MoneyCell value={row.amount} />
          {compared && <MoneyCell value={row.previous ?? 0} />}
        </TableRow>
      ))}
      {section.rows.length === 0 && (
        <TableRow>
          <TableCell colSpan={compared ? 4 : 3} sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            Nothing in this period
          </TableCell>
        </TableRow>
      )}
      <TotalRow label={totalLabel} value={section.total} previous={section.previous} colSpan={2} />
    </>
  );
}

/** Sections one after another, each totalled as "Total <title>" ("Total cost of sales"). */
export function StatementSections({
  sections,
  onOpenAccount,
}: {
  sections: ReadonlyArray<readonly [title: string, section: ReportSection]>;
  onOpenAccount?: ((accountId: string) => void) | undefined;
}) {
  return sections.map(([title, section]) => (
    <StatementSection
      key={title}
      title={title}
      totalLabel={`Total ${title.toLowerCase()}`}
      section={section}
      onOpenAccount={onOpenAccount}
    />
  ));
}
