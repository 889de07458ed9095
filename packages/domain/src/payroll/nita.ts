import { Money } from '../money';
import type { NitaRule } from './rule-types';

/** NITA training levy for one employee for one month (employer cost, not deducted from pay). */
export function nitaLevy(rule: NitaRule): Money {
  return Money.of(rule.perEmployee);
}
