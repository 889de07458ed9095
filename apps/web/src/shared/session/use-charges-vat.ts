import { chargesVat, todayIn } from '@tawi/domain';
import { useSession } from './session-context';

/**
 * Whether a document of the signed-in company dated `date` (default today: also while the date field is blank) charges VAT: the company
 * is VAT-registered and the date is on or after the registration took effect (domain `chargesVat`).
 */
export function useChargesVat(date: unknown): boolean {
  const { company } = useSession().me;
  const day = typeof date === 'string' && date ? date : todayIn(company.timeZone);
  return chargesVat(company, day);
}
