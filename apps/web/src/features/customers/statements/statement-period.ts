import { addDays, todayIn } from '@tawi/domain';
import { useSession } from '../../../shared/session/session-context';
import type { StatementPeriod } from '../customers-api';

/** The last 90 days up to today in the company's time zone: where a statement starts. */
export function useDefaultStatementPeriod(): StatementPeriod {
  const { me } = useSession();
  const to = todayIn(me.company.timeZone);
  return { from: addDays(to, -90), to };
}
