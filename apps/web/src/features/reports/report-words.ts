import type { TFunction } from 'i18next';
import { reports } from '../../shared/i18n/en/reports';

type CatalogKey = keyof typeof reports.catalog;
type ColumnLabel = keyof typeof reports.tableColumns;
type TableValue = keyof typeof reports.tableValues;

const isCatalogKey = (key: string): key is CatalogKey => Object.hasOwn(reports.catalog, key);
const isColumnLabel = (label: string): label is ColumnLabel => Object.hasOwn(reports.tableColumns, label);
const isTableValue = (text: string): text is TableValue => Object.hasOwn(reports.tableValues, text);

export interface ReportWords {
  title: string;
  description: string;
}

/**
 * A report's title and description in the interface language, by its tab or page name; a report the
 * text does not know yet (a new one of the contract) keeps its English words.
 */
export function reportWords(t: TFunction<'reports'>, key: string, english: ReportWords): ReportWords {
  if (!isCatalogKey(key)) return english;
  return { title: t(`catalog.${key}.title`), description: t(`catalog.${key}.description`) };
}

/** A table report column's heading in the interface language (its English when the text lacks it). */
export const columnLabel = (t: TFunction<'reports'>, label: string): string =>
  isColumnLabel(label) ? t(`tableColumns.${label}`) : label;

/**
 * A text cell in the interface language when it is one of the words the server writes (a movement's
 * kind, a payment method, a status); anything else (names, numbers, notes) shows as it is.
 */
export const cellText = (t: TFunction<'reports'>, text: string): string =>
  isTableValue(text) ? t(`tableValues.${text}`) : text;
