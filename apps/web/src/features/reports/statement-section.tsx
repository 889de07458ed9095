import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReportSection } from '@tawi/contracts';
import type { reports } from '../../shared/i18n/en/reports';
import { useComparison } from './compared-column';
import { AccountName, MoneyCell, SectionHeadingRow, TotalRow } from './report-table';
import { useReportsText } from './use-reports-text';

/** A statement's section by its name in `sections` of the reports text (its heading and its total). */
export type SectionName = keyof typeof reports.sections;

export interface StatementSectionProps {
  name: SectionName;
  section: ReportSection;
  onOpenAccount?: ((accountId: string) => void) | undefined;
}

/** Code | Account | Amount (| Previous) rows of one section, between its heading and its total. */
export function StatementSection({ name, section, onOpenAccount }: StatementSectionProps) {
  const { t } = useReportsText();
  const compared = Boolean(useComparison());
  return (
    <>
      <SectionHeadingRow label={t(`sections.${name}.title`)} colSpan={3} />
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
            {t('statement.nothing')}
          </TableCell>
        </TableRow>
      )}
      <TotalRow
        label={t(`sections.${name}.total`)}
        value={section.total}
        previous={section.previous}
        colSpan={2}
      />
    </>
  );
}

/** Sections one after another, each with its heading and total ("Cost of sales", "Total cost of sales"). */
export function StatementSections({
  sections,
  onOpenAccount,
}: {
  sections: ReadonlyArray<readonly [name: SectionName, section: ReportSection]>;
  onOpenAccount?: ((accountId: string) => void) | undefined;
}) {
  return sections.map(([name, section]) => (
    <StatementSection key={name} name={name} section={section} onOpenAccount={onOpenAccount} />
  ));
}
