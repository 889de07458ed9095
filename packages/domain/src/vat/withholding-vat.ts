import { addDays } from '../dates';
import { Money, type MoneyInput } from '../money';
import { isKenyanWorkingDay } from './vat-period';

/**
 * Withholding VAT: an agent appointed by KRA withholds 2% of the taxable value (before VAT) of what
 * it pays a VAT-registered supplier and remits it to KRA; the supplier claims it against its VAT due
 * with the agent's certificate (VAT Act 2013 s. 42A and the VAT (Withholding) regulations; Tax
 * Procedures Act 2015 s. 5A/Finance Act 2023: remitted within five working days of the deduction).
 * KENYA.md "Returns and due dates".
 */
export const WITHHOLDING_VAT_RATE = '0.02';
export const WITHHOLDING_VAT_WORKING_DAYS = 5;

/** 2% of a taxable value, half-up to the cent. */
export function withholdingVat(taxable: MoneyInput): Money {
  return Money.of(taxable).times(WITHHOLDING_VAT_RATE).round();
}

/** When VAT withheld on `paymentDate` is due to KRA: the fifth working day after it (weekends and public holidays skipped). */
export function withholdingVatDueDate(paymentDate: string): string {
  let day = paymentDate;
  for (let left = WITHHOLDING_VAT_WORKING_DAYS; left > 0; ) {
    day = addDays(day, 1);
    if (isKenyanWorkingDay(day)) left -= 1;
  }
  return day;
}
