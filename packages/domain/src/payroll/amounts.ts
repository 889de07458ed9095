import { Money, type MoneyInput } from '../money';

/** A figure of pay given to the payroll (none: 0), which may not be negative: RangeError naming `name`. */
export function nonNegativeAmount(name: string, value: MoneyInput | undefined): Money {
  const m = Money.of(value ?? 0);
  if (m.isNegative()) throw new RangeError(`${name} cannot be negative`);
  return m;
}
