import type { PayrollPreviewRecord } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import { formatKes } from '../../shared/format';
import { column, figureColumn, SimpleTable } from '../../shared/simple-table';
import { usePayrollText } from './use-payroll-text';

type Figure = (r: PayrollPreviewRecord) => number;

/** Each figure: its heading (a key of `figures` in the payroll text), its amount, whether a phone shows it. */
const COLUMNS: ReadonlyArray<
  readonly ['grossPay' | 'paye' | 'nssf' | 'shif' | 'housingLevy' | 'netPay', Figure, boolean]
> = [
  ['grossPay', (r) => r.totalEarnings, true],
  ['paye', (r) => r.deductions.paye, true],
  ['nssf', (r) => r.deductions.nssf, false],
  ['shif', (r) => r.deductions.shif + r.deductions.nhif, false],
  ['housingLevy', (r) => r.deductions.housingLevy, false],
  ['netPay', (r) => r.netPay, true],
];

/** What a run would save, per employee and in total, before it is confirmed. */
export function PayrollPreviewTable({ items }: { items: PayrollPreviewRecord[] }) {
  const { t } = usePayrollText();
  return (
    <SimpleTable<PayrollPreviewRecord>
      label={t('run.previewLabel')}
      frame="none"
      rows={items}
      rowKey={(r) => r.employeeId}
      columns={[
        column(t('run.employee'), (r) => r.employeeName, { foot: t('run.total') }),
        ...COLUMNS.map(([label, of, always]) =>
          figureColumn<PayrollPreviewRecord>(t(`figures.${label}`), (r) => formatKes(of(r)), {
            hide: always ? undefined : 'wide',
            foot: formatKes(Money.sum(items.map(of))),
          }),
        ),
      ]}
    />
  );
}
