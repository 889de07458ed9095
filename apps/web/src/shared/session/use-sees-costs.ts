import { COSTS_READ } from '@tawi/domain';
import { useSession } from './session-context';

/**
 * Whether the user's role shows cost prices, stock values at cost and margins (costs:read). Without it
 * the API leaves those figures out, and pages leave out their columns and cards.
 */
export function useSeesCosts(): boolean {
  return useSession().can(COSTS_READ);
}
