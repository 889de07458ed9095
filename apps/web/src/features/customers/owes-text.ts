import type { TFunction } from 'i18next';
import { formatKes } from '../../shared/format';

/** What a customer owes, or the credit they are in when the balance is below zero. */
export function owesText(balance: number, t: TFunction<'customers'>): string {
  return balance < 0
    ? t('common.inCredit', { amount: formatKes(-balance) })
    : t('common.owes', { amount: formatKes(balance) });
}
