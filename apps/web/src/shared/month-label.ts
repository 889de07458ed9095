import { MONTH_NAMES } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { en } from './i18n/en';

/** The months' keys in the resources, January first (as MONTH_NAMES of the domain). */
export const MONTH_KEYS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const satisfies readonly (keyof typeof en.months)[];

/** A month 'YYYY-MM' in words in the interface language: '2026-10' -> 'October 2026' / 'Oktoba 2026'. */
export function monthLabelIn(period: string, t: TFunction): string {
  const [year, month] = period.split('-');
  const key = MONTH_KEYS[Number(month) - 1];
  return key ? `${t(`months.${key}`)} ${year}` : period;
}

/**
 * An English month label ('October 2026', as the API writes one in a sentence) in the interface
 * language; any other text as it is.
 */
export function translateMonthLabel(text: string, t: TFunction): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(text);
  const index = match?.[1] ? (MONTH_NAMES as readonly string[]).indexOf(match[1]) : -1;
  return match && index >= 0 ? monthLabelIn(`${match[2]}-${String(index + 1).padStart(2, '0')}`, t) : text;
}

/** monthLabelIn with the interface language: pay periods, VAT months. */
export function useMonthLabel(): (period: string) => string {
  const { t } = useTranslation();
  return (period) => monthLabelIn(period, t);
}
