import { trade } from '../../shared/i18n/en/trade';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the trade area's text (keys in shared/i18n/en/trade.ts). */
export const useTradeText = () => useFeatureText('trade', trade);
