import { todayIn } from '@tawi/domain';
import { useState } from 'react';
import { DateInput } from './date-input';
import { useSession } from './session/session-context';

/**
 * The date a reversal, dispatch or receipt of stock posts on, for a confirm dialog: today in the
 * company's time zone until changed. Returns the date and its field (labelled `label`).
 */
export function useCorrectionDate(label: string) {
  const { me } = useSession();
  const today = todayIn(me.company.timeZone);
  const [date, setDate] = useState(today);
  const field = (
    <DateInput label={label} value={date} onChange={setDate} size="small" fullWidth sx={{ mt: 2.5 }} />
  );
  return { date: date || today, reset: () => setDate(today), field };
}
