import { useTranslation } from 'react-i18next';
import { DateInput } from './date-input';

/** True when both ends are set and the range runs backwards: the end is then ignored. */
export const isBackwardRange = (from: string, to: string) => Boolean(from && to && from > to);

const WIDTH = { width: { xs: 'calc(50% - 8px)', sm: 170 } };

/** A list filter's pair of dates; an end before the start is flagged on the end field. */
export function DateRangeInputs({
  from,
  to,
  labels,
  onChange,
}: {
  from: string;
  to: string;
  labels: [string, string];
  onChange: (change: { from?: string; to?: string }) => void;
}) {
  const backward = isBackwardRange(from, to);
  const { t } = useTranslation();
  return (
    <>
      <DateInput label={labels[0]} value={from} onChange={(v) => onChange({ from: v })} sx={WIDTH} />
      <DateInput
        label={labels[1]}
        value={to}
        onChange={(v) => onChange({ to: v })}
        error={backward}
        helperText={backward ? t('dateInput.beforeStart') : undefined}
        sx={WIDTH}
      />
    </>
  );
}
